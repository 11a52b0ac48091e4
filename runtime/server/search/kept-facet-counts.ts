import type { SearchRefinements, SiteScope } from '../../data-access';
import { EMPTY_SEARCH, FIRST_PAGE, type SearchState, searchToQueryString } from '../../rules/search-query-string';
import { type CurrentAt, createKeptWhileCurrent } from '../kept-while-current';
import type { FacetCountsResult } from './facet-counts';

/**
 * What a search's filters count, kept so that its other pages and sort
 * orders are not counted again. A shopper filters once and then pages on
 * and sorts; each of those asks is a new search answer (kept-search-answers.ts
 * keeps whole answers, per page and sort), but the cars matched, the facet
 * counts and the slider stats are the filters' alone. The broadest searches
 * (a site's whole stock, no filter) count every car, so they gain most.
 *
 * Kept by the rule every kept answer follows (kept-while-current.ts): for
 * the stock index version it was counted on, within its minute and at most
 * 10 s, since which sold cars are still shown moves with time.
 */

/** What an app server keeps of counts at most: a count holds the matched cars (4 bytes a car) and the text scores (1 byte a car). */
export const KEPT_FACET_COUNTS_MAX_BYTES = 16 * 1024 * 1024;

/** Room for the facet items and stats beside the arrays. */
const ITEMS_BYTES = 4096;

export interface KeptCount extends CurrentAt {
  /** Each car's text score, when the search has words. */
  scores: Uint8Array | undefined;
  /** The stats the first count gave, from which the ranges asked were held inside the stock (ranges-inside-stock.ts). */
  firstStats: FacetCountsResult['stats'];
  /** The count with the ranges held inside the stock. */
  counted: FacetCountsResult;
}

/** What decides a count: the site's scope, the text and filters (written as the search page's query string, so order does not matter), the page's fixed filters, and whether the sort leaves unpriced cars out. Not the page or the sort itself. */
export function facetCountKey(scope: SiteScope, state: SearchState, fixedFilters: SearchRefinements | undefined, pricedOnly: boolean): string {
  const asked = searchToQueryString({ ...state, page: FIRST_PAGE, sortBy: EMPTY_SEARCH.sortBy });
  const fixed = fixedFilters ? searchToQueryString({ ...EMPTY_SEARCH, ...fixedFilters }) : '';
  return JSON.stringify([scope.dealershipIds, scope.includeSoldCarsDays, scope.minImageCount, scope.inStockOnly, asked, fixed, pricedOnly]);
}

export type KeptFacetCounts = ReturnType<typeof createKeptFacetCounts>;

export function createKeptFacetCounts(maxBytes = KEPT_FACET_COUNTS_MAX_BYTES) {
  return createKeptWhileCurrent<KeptCount>(maxBytes, (key, { scores, counted }) => key.length + counted.matched.byteLength + (scores?.byteLength ?? 0) + ITEMS_BYTES);
}
