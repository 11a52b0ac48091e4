import { describe, expect, it } from 'vitest';
import { VEHICLE_PAGES_PATH, vehiclePath } from './vehicle-path';

describe('spec §2: the vehicle page is /cars/{slug}', () => {
  it('puts the slug under /cars', () => {
    expect(VEHICLE_PAGES_PATH).toBe('/cars');
    expect(vehiclePath({ slug: '2024-toyota-corolla-sx-4101' })).toBe('/cars/2024-toyota-corolla-sx-4101');
  });

  it('encodes a slug the schema would refuse, so the link stays one path segment', () => {
    expect(vehiclePath({ slug: 'a/b?c' })).toBe('/cars/a%2Fb%3Fc');
  });
});
