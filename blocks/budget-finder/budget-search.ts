import type { SearchRefinements } from '../../runtime/data-access';
import { BUDGET_LOWEST_PRICE, budgetPriceRange } from '../../runtime/rules/budget';
import type { RangeRefinement } from '../../runtime/rules/range-slider';
import { EMPTY_SEARCH, type SearchState, searchToQueryString } from '../../runtime/rules/search-query-string';
import type { FacetItem, SearchAnswer } from '../../schemas/api/search';

/**
 * The budget finder's searches, the same ones the search page runs: the
 * panel's counts come from POST /api/search, and its buttons open /search
 * with the filters those counts were taken under, so the numbers match.
 */

/** Spec detail §7: budget searches count only cars priced above 1000, whatever else is chosen. */
export const BUDGET_FIXED_FILTERS: SearchRefinements = Object.freeze({ lists: {}, ranges: { price: { min: BUDGET_LOWEST_PRICE } } });

/** What the panel counts: the cars of the body chosen (any body when none) up to the budget. */
export function budgetSearch(budget: number, body: string | undefined): SearchState {
  return { ...EMPTY_SEARCH, lists: body ? { body: [body] } : {}, ranges: { price: { max: budget } } };
}

function address(searchPage: string, state: SearchState): string {
  const queryString = searchToQueryString(state);
  return queryString ? `${searchPage}?${queryString}` : searchPage;
}

/** The search page for the budget: the body chosen, above $1,000 up to the budget, dearest first (the most car the budget buys). */
export function budgetSearchAddress(searchPage: string, budget: number, body: string | undefined): string {
  return address(searchPage, { ...EMPTY_SEARCH, sortBy: 'price_desc', lists: body ? { body: [body] } : {}, ranges: { price: budgetPriceRange(budget) } });
}

/** The search page for the slider's prices, sorted by price descending (spec detail §2). */
export function priceRangeAddress(searchPage: string, price: RangeRefinement): string {
  return address(searchPage, { ...EMPTY_SEARCH, sortBy: 'price_desc', ranges: { price } });
}

/** What the panel shows of a search answer. */
export interface BudgetCounts {
  /** The body facet: label, value and count of each body up to the budget (spec detail §2 facet tiles). */
  bodies: FacetItem[];
  /** Cars of the chosen body up to the budget. */
  count: number;
  /** The cheapest and dearest car of the chosen body above $1,000, whatever the budget; absent when there is none. */
  cheapest?: number;
  dearest?: number;
}

export function budgetCounts(answer: Pick<SearchAnswer, 'facets' | 'count' | 'facetStats'>): BudgetCounts {
  const price = answer.facetStats.price;
  return { bodies: answer.facets.body, count: answer.count, ...(price ? { cheapest: price.min, dearest: price.max } : {}) };
}
