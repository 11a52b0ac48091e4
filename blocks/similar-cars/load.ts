import type { LoadContext } from '../../runtime/block-types';
import type { SearchRefinements } from '../../runtime/data-access';
import { EMPTY_SEARCH } from '../../runtime/rules/search-query-string';
import { similarCars } from '../../runtime/rules/similar-cars';
import { AVAILABLE_STATUSES } from '../../runtime/rules/vehicle-availability';
import { siteScope } from '../../runtime/site-scope';
import { MAX_HITS_PER_PAGE } from '../../schemas/api/search';
import type { Car } from '../../schemas/entities/car';
import type { SimilarCarsProps } from './schema';

export interface SimilarCarsData {
  cars: Car[];
}

/**
 * How many matching cars the one search brings back to pick the nearest in
 * price from. The search cannot sort by distance from a price, so the nearest
 * are picked here; past this many cars of one make, model and body (more than
 * a dealer group stocks of one model as a rule), they are the nearest of the
 * first this many in the search's own order.
 */
export const SIMILAR_CAR_CANDIDATES = MAX_HITS_PER_PAGE;

/** The search's fixed filters: the car's make, model and body, available cars only. */
export function similarCarsFilters(car: Pick<Car, 'make' | 'model' | 'simple_body'>): SearchRefinements {
  return { lists: { make: [car.make], model: [car.model], body: [car.simple_body], status: [...AVAILABLE_STATUSES] }, ranges: {} };
}

/** One search for cars like the page's car, then the nearest in price, this car left out. */
export async function loadSimilarCars(props: SimilarCarsProps, ctx: LoadContext): Promise<SimilarCarsData> {
  const { car, document } = ctx.site;
  if (!car) return { cars: [] };
  const answer = await ctx.data.search(siteScope(document), document.settings, EMPTY_SEARCH, {
    hitsPerPage: SIMILAR_CAR_CANDIDATES,
    fixedFilters: similarCarsFilters(car),
    now: ctx.site.now,
  });
  return { cars: similarCars(car, answer.hits, props.limit) };
}
