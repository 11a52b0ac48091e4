import { describe, expect, it } from 'vitest';
import { slugOf } from './slug';

describe('slugOf: a name as it appears in an address (spec detail §2 search paths)', () => {
  it.each([
    ['Mercedes-Benz', 'mercedes-benz'],
    ['LandCruiser 300', 'landcruiser-300'],
    ['Škoda', 'skoda'],
    ['Citroën C5 Aircross', 'citroen-c5-aircross'],
    ['  Land   Rover  ', 'land-rover'],
    ['Finance & insurance', 'finance-insurance'],
    ['CX-5 (2024)', 'cx-5-2024'],
    ['', ''],
  ])('%j → %j', (name, slug) => {
    expect(slugOf(name)).toBe(slug);
  });
});
