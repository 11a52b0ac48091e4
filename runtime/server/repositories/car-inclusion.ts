import { sql, type ExpressionBuilder, type SelectQueryBuilder } from 'kysely';
import type { SiteScope } from '../../data-access';
import { DEFAULT_MIN_IMAGE_COUNT, soldCutoffTimestamp } from '../../rules/search-inclusion';
import { AVAILABLE_STATUSES } from '../../rules/vehicle-availability';
import type { Database } from '../db/types';

/**
 * The spec's search inclusion rule (runtime/rules/search-inclusion.ts) as a
 * WHERE clause, so the database filters and counts exactly the cars the rule
 * keeps. A test checks the two agree row for row.
 */
export function whereIncludedInSearch<O>(query: SelectQueryBuilder<Database, 'cars', O>, scope: SiteScope, now: Date): SelectQueryBuilder<Database, 'cars', O> {
  let filtered = query.where('cars.dealership_id', 'in', scope.dealershipIds.length ? [...scope.dealershipIds] : [-1]).where('cars.show_on_dealer_website', '=', true);
  const minImages = scope.minImageCount ?? DEFAULT_MIN_IMAGE_COUNT;
  if (minImages > 0) filtered = filtered.where(sql<number>`jsonb_array_length(cars.images)`, '>=', minImages);
  if (scope.inStockOnly) return filtered.where('cars.status', '=', 'in_stock');
  const cutoff = soldCutoffTimestamp(scope, now);
  return filtered.where((eb: ExpressionBuilder<Database, 'cars'>) =>
    eb.or([eb('cars.status', 'in', [...AVAILABLE_STATUSES]), eb.and([eb('cars.status', '=', 'sold'), eb('cars.sold_date_timestamp', '>=', cutoff)])]),
  );
}
