import { describe, expect, it } from 'vitest';
import { RANGE_FILTERS, SEARCH_FILTERS, SORT_OPTIONS, HITS_PER_PAGE } from '../../runtime/rules/search-query-string';
import { SEARCH_HITS_PER_PAGE, SEARCH_LIST_FILTERS, SEARCH_RANGE_FILTERS, SEARCH_SORTS } from './search';

describe('search API schema', () => {
  it('names the same filters, sorts and page size as the search query string (spec search §2, detail §9)', () => {
    expect([...SEARCH_LIST_FILTERS, ...SEARCH_RANGE_FILTERS].sort()).toEqual([...SEARCH_FILTERS].sort());
    expect([...SEARCH_RANGE_FILTERS]).toEqual([...RANGE_FILTERS]);
    expect([...SEARCH_SORTS]).toEqual([...SORT_OPTIONS]);
    expect(SEARCH_HITS_PER_PAGE).toBe(HITS_PER_PAGE);
  });
});
