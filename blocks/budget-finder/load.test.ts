import { describe, expect, it } from 'vitest';
import { EMPTY_SEARCH } from '../../runtime/rules/search-query-string';
import { item } from '../kit/search/test-support/answers';
import { fakeData, searchAnswer } from '../kit/test-support/fake-data';
import { testSiteContext } from '../kit/test-support/site-context';
import { loadBudgetFinder } from './load';
import { budgetFinderDefaults } from './schema';

describe('budget finder loader', () => {
  it('runs the opening search as the API would: the default $54,000 budget, cars above $1,000 only, one hit', async () => {
    const data = fakeData({ answer: searchAnswer({ count: 61, facets: { body: [item('suv', 42)] } }) });
    const site = testSiteContext();
    await loadBudgetFinder(budgetFinderDefaults, { site, data });
    expect(data.search).toHaveBeenCalledWith(
      { dealershipIds: [101, 102], includeSoldCarsDays: 3, minImageCount: 0, inStockOnly: false },
      site.document.settings,
      { ...EMPTY_SEARCH, ranges: { price: { max: 54_000 } } },
      { hitsPerPage: 1, fixedFilters: { lists: {}, ranges: { price: { min: 1001 } } }, now: site.now },
    );
  });

  it('keeps the body counts, the count and the price span of the answer', async () => {
    const answer = searchAnswer({ count: 61, facets: { body: [item('suv', 42), item('ute', 7)] } });
    answer.facetStats = { price: { min: 12_990, max: 84_990 } };
    const loaded = await loadBudgetFinder(budgetFinderDefaults, { site: testSiteContext(), data: fakeData({ answer }) });
    expect(loaded).toEqual({ counts: { bodies: [item('suv', 42), item('ute', 7)], count: 61, cheapest: 12_990, dearest: 84_990 } });
  });
});
