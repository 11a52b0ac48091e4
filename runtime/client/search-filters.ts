import type { SearchFilters } from '../../schemas/api/search';
import { SEARCH_LIST_FILTERS, SEARCH_RANGE_FILTERS } from '../../schemas/api/search-words';
import type { SearchRefinements } from '../data-access';

/**
 * The two shapes one set of filters takes: the search state's lists and
 * ranges (what the query string reads into), and the search API's `filters`
 * object (what a page stores as its fixed filters and what POST /api/search
 * takes). Pure, so the server loaders and the browser share it.
 */
export function refinementsFromFilters(filters: SearchFilters = {}): SearchRefinements {
  const refinements: SearchRefinements = { lists: {}, ranges: {} };
  for (const filter of SEARCH_LIST_FILTERS) {
    const values = (filters[filter] ?? []).map((value) => value.trim()).filter((value) => value !== '');
    if (values.length > 0) refinements.lists[filter] = [...new Set(values)];
  }
  for (const filter of SEARCH_RANGE_FILTERS) {
    const range = filters[filter];
    if (range && (range.min !== undefined || range.max !== undefined)) refinements.ranges[filter] = { ...range };
  }
  return refinements;
}

export function filtersFromRefinements(refinements: SearchRefinements): SearchFilters {
  const filters: SearchFilters = {};
  for (const filter of SEARCH_LIST_FILTERS) {
    const values = refinements.lists[filter];
    if (values?.length) filters[filter] = [...values];
  }
  for (const filter of SEARCH_RANGE_FILTERS) {
    const range = refinements.ranges[filter];
    if (range && (range.min !== undefined || range.max !== undefined)) filters[filter] = { ...range };
  }
  return filters;
}

/** Both sets apply together: a list holds the values of either, a range keeps the later set's bounds. */
export function combineRefinements(first: SearchRefinements, second: SearchRefinements): SearchRefinements {
  const lists: SearchRefinements['lists'] = { ...first.lists };
  for (const [filter, values] of Object.entries(second.lists) as [keyof SearchRefinements['lists'], readonly string[]][]) {
    lists[filter] = [...new Set([...(lists[filter] ?? []), ...values])];
  }
  return { lists, ranges: { ...first.ranges, ...second.ranges } };
}
