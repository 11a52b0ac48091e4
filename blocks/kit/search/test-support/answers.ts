import type { FacetItem, SearchAnswer } from '../../../../schemas/api/search';
import { SEARCH_FACETS, type SearchFacet } from '../../../../schemas/api/search-words';
import { HITS_PER_PAGE } from '../../../../runtime/rules/search-query-string';

/** A search answer as the API gives it: every facet present, empty unless given. */
export function searchAnswer(parts: Partial<Omit<SearchAnswer, 'facets'>> & { facets?: Partial<Record<SearchFacet, FacetItem[]>> } = {}): SearchAnswer {
  const hits = parts.hits ?? [];
  const count = parts.count ?? hits.length;
  const facets = Object.fromEntries(SEARCH_FACETS.map((facet) => [facet, parts.facets?.[facet] ?? []])) as SearchAnswer['facets'];
  return {
    hits,
    count,
    displayedCount: parts.displayedCount ?? count,
    pages: parts.pages ?? Math.ceil(count / HITS_PER_PAGE),
    page: parts.page ?? 1,
    hitsPerPage: HITS_PER_PAGE,
    facets,
    facetStats: parts.facetStats ?? {},
    ms: 3,
  };
}

export const item = (value: string, count: number, label = value): FacetItem => ({ label, value, count });
