import type { SearchOptions } from '../../data-access';
import { EMPTY_SEARCH, HITS_PER_PAGE, type SearchState, searchToQueryString } from '../../rules/search-query-string';
import type { PublishedSite } from '../site-service';

/** A search as asked: the shopper's search state and what the request adds (hits per page, offset, the page's fixed filters). */
export interface SearchAsked {
  state: SearchState;
  options: Pick<SearchOptions, 'hitsPerPage' | 'offset' | 'fixedFilters'>;
}

/**
 * A search's query key (spec search §7: results "Cached per query key"):
 * the site as published (slug, version, tenancy: what its document and
 * dealerships are) and the search written as the search page's query
 * string, whose fixed order makes equal searches equal strings however they
 * were asked (GET or POST, parameters in any order, a range's ends either
 * way round), with what the request adds, defaults filled in.
 */
export function searchAnswerKey(site: Pick<PublishedSite, 'slug' | 'version' | 'tenancy'>, { state, options }: SearchAsked): string {
  const fixed = options.fixedFilters ? searchToQueryString({ ...EMPTY_SEARCH, ...options.fixedFilters }) : '';
  return JSON.stringify([site.slug, site.version, site.tenancy, searchToQueryString(state), options.hitsPerPage ?? HITS_PER_PAGE, options.offset ?? null, fixed]);
}
