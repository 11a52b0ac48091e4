import { describe, expect, it, vi } from 'vitest';
import type { DataAccess } from '../../runtime/data-access';
import { EMPTY_SEARCH } from '../../runtime/rules/search-query-string';
import { testSiteContext } from '../kit/test-support/site-context';
import { item, searchAnswer } from '../kit/search/test-support/answers';
import { loadQuickSearch } from './load';
import { quickSearchDefaults } from './schema';

describe('quick search loader', () => {
  it("asks the search for the stock's car types, makes and models only", async () => {
    const search = vi.fn(async () => searchAnswer({ facets: { car_type: [item('used', 2)], make: [item('Kia', 2)], make_model: [item('Kia|Cerato', 2)] } }));
    const loaded = await loadQuickSearch(quickSearchDefaults, { site: testSiteContext(), data: { search } as unknown as DataAccess });
    expect(search).toHaveBeenCalledWith(expect.objectContaining({ dealershipIds: [101, 102] }), expect.anything(), EMPTY_SEARCH, { hitsPerPage: 1 });
    expect(loaded).toEqual({ carTypes: [item('used', 2)], makes: [item('Kia', 2)], makeModels: [item('Kia|Cerato', 2)] });
  });
});
