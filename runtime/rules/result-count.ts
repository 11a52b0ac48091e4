import type { Settings } from '../../schemas/settings';

/**
 * Spec (search and favourites, §9): counts above 1999 are replaced by a
 * configured stock count or by the sum of the facet counts. The search
 * engine stops counting exactly past that point, so a larger number would
 * be a guess.
 *
 * The facet counts should come from a facet every car falls in once (for
 * example car_type), so that their sum is the real total.
 */
export const MAX_EXACT_COUNT = 1999;

export function displayedResultCount(count: number, settings: Pick<Settings, 'stockCount'>, facetItems: readonly { count: number }[] = []): number {
  if (count <= MAX_EXACT_COUNT) return count;
  // A stock count of 0 beside thousands of results is a setting left blank, not a fact.
  if (settings.stockCount !== undefined && settings.stockCount > 0) return settings.stockCount;
  const facetTotal = facetItems.reduce((total, item) => total + item.count, 0);
  return facetTotal > 0 ? facetTotal : count;
}
