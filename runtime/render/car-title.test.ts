import { describe, expect, it } from 'vitest';
import { carTitle } from './car-title';

describe('the car title: year, make, model and badge', () => {
  it('joins the four in that order', () => {
    expect(carTitle({ year: 2022, make: 'Toyota', model: 'Corolla', badge: 'Ascent Sport' })).toBe('2022 Toyota Corolla Ascent Sport');
  });

  it('leaves out a missing or blank badge and trims the parts', () => {
    expect(carTitle({ year: 2022, make: 'Toyota', model: 'Corolla' })).toBe('2022 Toyota Corolla');
    expect(carTitle({ year: 2022, make: ' Toyota ', model: 'Corolla', badge: '  ' })).toBe('2022 Toyota Corolla');
  });
});
