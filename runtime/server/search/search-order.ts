import type { Settings } from '../../../schemas/settings';
import type { SortOption } from '../../rules/search-query-string';
import type { StockIndex } from './stock-index';

/**
 * Spec (search §9 and detail §9): sort orders most relevant (a custom rank,
 * descending; the default), latest, highest price and lowest price; no km
 * sort. Spec (search §9): price ascending excludes price 0 on some sites.
 *
 * The custom rank: how well the text matches (when there is a query), then
 * cars a shopper can buy now (in stock, then coming soon, then recently
 * sold), then the newest listing. A price of 0 is no price, so in a price
 * sort those cars come last, or, where the dealer says so
 * (searchVisibility.excludePriceZeroFromPriceSort), leave the price-sorted
 * results altogether. Each order is kept ready in the stock index
 * (stock-index.ts), so a page is read off it, never sorted per search.
 */
export const PRICE_SORTS: readonly SortOption[] = ['price_desc', 'price_asc'];

/** Whether this search leaves unpriced cars out (a price sort on a dealer that says so). */
export function excludesUnpricedCars(sort: SortOption, settings: Pick<Settings, 'searchVisibility'>): boolean {
  return PRICE_SORTS.includes(sort) && settings.searchVisibility.excludePriceZeroFromPriceSort;
}

/**
 * The cars of one page, in order. `matched` flags the matching cars;
 * `scores`, when the query has words and the sort is the relevant one, puts
 * better text matches first, each score level in the usual relevant order.
 */
export function pageOfHits(index: StockIndex, sort: SortOption, matched: Uint8Array, scores: Uint8Array | undefined, offset: number, limit: number): number[] {
  const order = index.orders[sort];
  const wanted = offset + limit;
  if (sort !== 'relevant' || !scores) {
    const page: number[] = [];
    let seen = 0;
    for (let at = 0; at < order.length && seen < wanted; at++) {
      const car = order[at];
      if (!matched[car]) continue;
      if (seen >= offset) page.push(car);
      seen++;
    }
    return page;
  }
  // A few dozen score levels at most: fill each level's list in relevant order, then read from the best level down.
  const levels: number[][] = [];
  for (const car of order) {
    if (!matched[car]) continue;
    const level = levels[scores[car]];
    if (level) level.push(car);
    else levels[scores[car]] = [car];
  }
  const ranked: number[] = [];
  for (let level = levels.length - 1; level >= 0 && ranked.length < wanted; level--) {
    for (const car of levels[level] ?? []) {
      ranked.push(car);
      if (ranked.length >= wanted) break;
    }
  }
  return ranked.slice(offset, wanted);
}
