import type { SearchAnswer, SearchFilters, SearchRequest } from '../../schemas/api/search';
import { SEARCH_HITS_PER_PAGE } from '../../schemas/api/search-words';
import { searchToQueryString, type SearchState } from '../rules/search-query-string';
import { filtersFromRefinements } from './search-filters';

/**
 * The browser's side of POST /api/search (spec search §7: search_filters,
 * filters, hitsPerPage, page, query, sort). POST rather than GET because a
 * page's fixed filters (new cars only, one make) travel as search_filters,
 * which the query string has no place for.
 */
export class SearchRequestFailed extends Error {
  constructor(readonly status: number) {
    super(`The search could not be run (HTTP ${status})`);
    this.name = 'SearchRequestFailed';
  }
}

export function searchRequestFor(state: SearchState, fixedFilters: SearchFilters): SearchRequest {
  return {
    query: state.query,
    filters: filtersFromRefinements(state),
    search_filters: fixedFilters,
    hitsPerPage: SEARCH_HITS_PER_PAGE,
    page: state.page,
    sort: state.sortBy,
  };
}

/**
 * The result-cache key: the shopper's query string, which is written in a
 * fixed order so equal searches give equal keys. The fixed filters belong to
 * the page, and each page holds its own cache, so they need not be in it.
 */
export function searchKey(state: SearchState): string {
  return searchToQueryString(state);
}

export async function fetchSearch(endpoint: string, request: SearchRequest, signal?: AbortSignal): Promise<SearchAnswer> {
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(request),
    signal,
  });
  if (!response.ok) throw new SearchRequestFailed(response.status);
  return (await response.json()) as SearchAnswer;
}
