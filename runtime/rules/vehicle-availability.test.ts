import { describe, expect, it } from 'vitest';
import { CAR_STATUSES } from '../../schemas/entities/car-values';
import { AVAILABLE_STATUSES, COMING_SOON_TEXT, isAvailable, isComingSoon } from './vehicle-availability';

describe('spec: vehicle availability (in_stock and coming_soon are available; any other status is unavailable)', () => {
  it.each(['in_stock', 'coming_soon'] as const)('%s is available', (status) => {
    expect(isAvailable({ status })).toBe(true);
  });

  it.each(['sold', 'others'] as const)('%s is unavailable', (status) => {
    expect(isAvailable({ status })).toBe(false);
  });

  it('names exactly two available statuses, and every other known status is unavailable', () => {
    expect([...AVAILABLE_STATUSES].sort()).toEqual(['coming_soon', 'in_stock']);
    const unavailable = CAR_STATUSES.filter((status) => !isAvailable({ status }));
    expect(unavailable).toEqual(['sold', 'others']);
  });
});

describe('spec search §3: a coming_soon car is coming soon, not yet here', () => {
  it('only coming_soon is coming soon, and it reads Coming Soon', () => {
    expect(CAR_STATUSES.filter((status) => isComingSoon({ status }))).toEqual(['coming_soon']);
    expect(COMING_SOON_TEXT).toBe('Coming Soon');
  });
});
