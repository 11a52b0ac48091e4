import { describe, expect, it } from 'vitest';
import { carPhone } from './car-phone';

const location = { name: 'Brighton', phone: '03 9555 0111', slug: 'brighton', distribution_locations: [] };

describe('spec detail §9: phone chosen by override, or by car type', () => {
  it('uses the override number for every car when the dealer has one', () => {
    expect(carPhone({ car_type: 'used', location }, { override: '07 5443 1200', used: '07 5443 1222' })).toBe('07 5443 1200');
  });

  it("uses the number for the car's type without an override", () => {
    const phones = { new: '02 9630 4100', used: '02 9630 4122', demo: '02 9630 4133' };
    expect(carPhone({ car_type: 'new', location }, phones)).toBe('02 9630 4100');
    expect(carPhone({ car_type: 'used', location }, phones)).toBe('02 9630 4122');
    expect(carPhone({ car_type: 'demo', location }, phones)).toBe('02 9630 4133');
  });

  it("falls back to the car's location number when the dealer has none for its type", () => {
    expect(carPhone({ car_type: 'demo', location }, { new: '02 9630 4100' })).toBe('03 9555 0111');
  });

  it('has no number when neither the dealer nor the location gives one', () => {
    expect(carPhone({ car_type: 'used' }, {})).toBeUndefined();
    expect(carPhone({ car_type: 'used', location: { ...location, phone: '  ' } }, {})).toBeUndefined();
  });
});
