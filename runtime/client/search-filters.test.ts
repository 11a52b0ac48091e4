import { describe, expect, it } from 'vitest';
import { combineRefinements, filtersFromRefinements, refinementsFromFilters } from './search-filters';

describe('filters in the search state and in the search API', () => {
  it("spec search §7: a page's filters become the search's lists and ranges and back, empty ones left out", () => {
    const filters = { car_type: ['used', ' '], make: ['Toyota', 'Toyota'], price: { max: 20000 }, km: {} };
    const refinements = refinementsFromFilters(filters);
    expect(refinements).toEqual({ lists: { car_type: ['used'], make: ['Toyota'] }, ranges: { price: { max: 20000 } } });
    expect(filtersFromRefinements(refinements)).toEqual({ car_type: ['used'], make: ['Toyota'], price: { max: 20000 } });
  });

  it("combines a page's filters with those its address names", () => {
    expect(combineRefinements({ lists: { car_type: ['new'], make: ['Kia'] }, ranges: {} }, { lists: { make: ['Mazda'] }, ranges: { year: { min: 2020 } } })).toEqual({
      lists: { car_type: ['new'], make: ['Kia', 'Mazda'] },
      ranges: { year: { min: 2020 } },
    });
  });
});
