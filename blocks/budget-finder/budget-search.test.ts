import { describe, expect, it } from 'vitest';
import { item, searchAnswer } from '../kit/search/test-support/answers';
import { BUDGET_FIXED_FILTERS, budgetCounts, budgetSearch, budgetSearchAddress, priceRangeAddress } from './budget-search';
import { budgetWords } from './budget-words';

describe('budget finder searches', () => {
  it('spec detail §7: counts only cars priced above 1000, as a fixed filter of every budget search', () => {
    expect(BUDGET_FIXED_FILTERS).toEqual({ lists: {}, ranges: { price: { min: 1001 } } });
  });

  it('counts the body chosen up to the budget, any body when none is', () => {
    expect(budgetSearch(54_000, 'suv')).toMatchObject({ lists: { body: ['suv'] }, ranges: { price: { max: 54_000 } } });
    expect(budgetSearch(54_000, undefined)).toMatchObject({ lists: {}, ranges: { price: { max: 54_000 } } });
  });

  it('opens the search page with the filters the counts were taken under, dearest first', () => {
    expect(budgetSearchAddress('/search', 54_000, 'suv')).toBe('/search?sortBy=price_desc&price=1001:54000&body=suv');
    expect(budgetSearchAddress('/sites/x/search', 38_000.5, undefined)).toBe('/sites/x/search?sortBy=price_desc&price=1001:38000.5');
  });

  it('spec detail §2: the price slider opens the search sorted by price descending', () => {
    expect(priceRangeAddress('/search', { min: 5000, max: 85_000 })).toBe('/search?sortBy=price_desc&price=5000:85000');
    expect(priceRangeAddress('/search', { min: 20_000 })).toBe('/search?sortBy=price_desc&price=20000:');
  });

  it('reads the body tiles, the count and the cheapest and dearest car from a search answer', () => {
    const answer = searchAnswer({ count: 9, facets: { body: [item('suv', 6), item('ute', 3)] }, facetStats: { price: { min: 12_990, max: 84_990 } } });
    expect(budgetCounts(answer)).toEqual({ bodies: [item('suv', 6), item('ute', 3)], count: 9, cheapest: 12_990, dearest: 84_990 });
    expect(budgetCounts(searchAnswer())).toEqual({ bodies: [], count: 0 });
  });
});

describe('spec detail §2/§4 wording: "View {carType}s In This Range", "0 {type}s Found", "No {type}s found for this budget"', () => {
  it('puts the body chosen in, in the plural where the template says {carType}s', () => {
    expect(budgetWords('View {carType}s In This Range', 'suv')).toBe('View SUVs In This Range');
    expect(budgetWords('0 {carType}s Found', 'hatch')).toBe('0 Hatches Found');
    expect(budgetWords('No {carType}s found for this budget', 'peopleMover')).toBe('No People movers found for this budget');
    expect(budgetWords('Every {carType} we have', 'ute')).toBe('Every Ute we have');
  });

  it('says Cars while no body is chosen', () => {
    expect(budgetWords('View {carType}s In This Range', undefined)).toBe('View Cars In This Range');
  });
});
