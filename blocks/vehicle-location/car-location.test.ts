import { describe, expect, it } from 'vitest';
import { corolla } from '../kit/test-support/cars';
import { testLocation } from '../kit/test-support/fake-data';
import { carLocation, vehiclePlace } from './car-location';

const brighton = testLocation();
const mordialloc = testLocation({
  id: 12,
  name: 'Bayside Toyota Mordialloc',
  slug: 'bayside-toyota-mordialloc',
  primary: false,
  address: { street: '5 Main Street', city: 'Mordialloc', state: 'VIC', postcode: '3195' },
});
const service = testLocation({ id: 13, name: 'Bayside Toyota Service', slug: 'bayside-toyota-service', location_type: 'service', primary: true });

describe('the location a car stands at', () => {
  it('is found by the car’s location id first', () => {
    expect(carLocation(corolla({ location_id: 12 }), [brighton, mordialloc])).toBe(mordialloc);
  });

  it('else by its location’s slug, else by name', () => {
    const bySlug = corolla({ location_id: undefined, location: { name: 'Somewhere else', slug: 'bayside-toyota-mordialloc' } });
    expect(carLocation(bySlug, [brighton, mordialloc])).toBe(mordialloc);
    const byName = corolla({ location_id: undefined, location: undefined, location_name: ' bayside toyota mordialloc ' });
    expect(carLocation(byName, [brighton, mordialloc])).toBe(mordialloc);
  });

  it('else the dealership’s primary sales yard, not its service centre', () => {
    const unknown = corolla({ location_id: 99, location: undefined, location_name: 'Old yard' });
    expect(carLocation(unknown, [service, mordialloc, brighton])).toBe(brighton);
    expect(carLocation(unknown, [service, mordialloc])).toBe(mordialloc);
    expect(carLocation(unknown, [service])).toBeUndefined();
    expect(carLocation(unknown, [])).toBeUndefined();
  });

  it('shows the location’s name and address, or else what the car says of its place', () => {
    expect(vehiclePlace(corolla(), brighton)).toEqual({ name: 'Bayside Toyota Brighton', street: '12 Nepean Highway', city: 'Brighton', state: 'VIC', postcode: '3186' });
    expect(vehiclePlace(corolla(), undefined)).toEqual({ name: 'Bayside Toyota Brighton', city: 'Brighton', state: 'VIC' });
    expect(vehiclePlace(corolla({ location: undefined, location_name: '  ' }), undefined)).toBeUndefined();
  });
});
