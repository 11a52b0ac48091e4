import type { Car } from '../../schemas/entities/car';
import type { SiteScope } from '../data-access';
import { isAvailable } from './vehicle-availability';

/**
 * Spec (detail, finance, forms, locations, §4 "Search inclusion"): cars
 * in_stock or coming_soon, or sold within the last N days (default 3, or the
 * dealer's own include_sold_cars_days), and shown on the dealer website.
 * Spec (search and favourites, §7 and §9): each dealer has its own image-count
 * threshold, and some dealers use the in_stock status filter.
 *
 * The cars repository applies the same rule in SQL (`searchInclusionSql`);
 * its test checks the two agree on the demo stock.
 */
export const DEFAULT_INCLUDE_SOLD_CARS_DAYS = 3;
export const DEFAULT_MIN_IMAGE_COUNT = 0;
export const SECONDS_PER_DAY = 86_400;

/** The site's settings that decide inclusion; unset ones take the spec's defaults. */
export type SearchInclusionScope = Pick<SiteScope, 'dealershipIds'> & Partial<Omit<SiteScope, 'dealershipIds'>>;

export type SearchInclusionFields = Pick<Car, 'status' | 'sold_date_timestamp' | 'show_on_dealer_website' | 'dealership_id' | 'images'>;

/** The earliest sale, in Unix seconds, that still keeps a sold car in search: exactly N days ago is still in. */
export function soldCutoffTimestamp(scope: SearchInclusionScope, now: Date): number {
  const days = scope.includeSoldCarsDays ?? DEFAULT_INCLUDE_SOLD_CARS_DAYS;
  return Math.floor(now.getTime() / 1000) - days * SECONDS_PER_DAY;
}

function isRecentlySold(car: SearchInclusionFields, scope: SearchInclusionScope, now: Date): boolean {
  return car.status === 'sold' && car.sold_date_timestamp !== undefined && car.sold_date_timestamp >= soldCutoffTimestamp(scope, now);
}

export function isIncludedInSearch(car: SearchInclusionFields, scope: SearchInclusionScope, now: Date): boolean {
  if (!car.show_on_dealer_website) return false;
  if (!scope.dealershipIds.includes(car.dealership_id)) return false;
  if (car.images.length < (scope.minImageCount ?? DEFAULT_MIN_IMAGE_COUNT)) return false;
  if (scope.inStockOnly) return car.status === 'in_stock';
  return isAvailable(car) || isRecentlySold(car, scope, now);
}
