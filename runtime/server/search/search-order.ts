import { sql, type RawBuilder } from 'kysely';
import type { Settings } from '../../../schemas/settings';
import type { SortOption } from '../../rules/search-query-string';
import { textScoreSql } from './text-query';

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
 * results altogether. Every order ends on the id, so paging never repeats or
 * skips a car.
 */
export const PRICE_SORTS: readonly SortOption[] = ['price_desc', 'price_asc'];

const AVAILABILITY_RANK = sql<number>`(case cars.status when 'in_stock' then 0 when 'coming_soon' then 1 when 'sold' then 2 else 3 end)`;

export function searchOrderSql(sort: SortOption, query: string): RawBuilder<unknown>[] {
  switch (sort) {
    case 'latest':
      return [sql`cars.created_at desc`, sql`cars.id desc`];
    case 'price_desc':
      return [sql`(cars.price = 0)`, sql`cars.price desc`, sql`cars.id desc`];
    case 'price_asc':
      return [sql`(cars.price = 0)`, sql`cars.price asc`, sql`cars.id asc`];
    case 'relevant': {
      const score = textScoreSql(query);
      return [...(score ? [sql`${score} desc`] : []), sql`${AVAILABILITY_RANK} asc`, sql`cars.created_at desc`, sql`cars.id desc`];
    }
  }
}

/** Whether this search leaves unpriced cars out (a price sort on a dealer that says so). */
export function excludesUnpricedCars(sort: SortOption, settings: Pick<Settings, 'searchVisibility'>): boolean {
  return PRICE_SORTS.includes(sort) && settings.searchVisibility.excludePriceZeroFromPriceSort;
}
