import type { LoadContext } from '../../runtime/block-types';
import type { SearchRefinements } from '../../runtime/data-access';
import { EMPTY_SEARCH, type NumericRange, type SearchState } from '../../runtime/rules/search-query-string';
import { comparablePrice, similarCars } from '../../runtime/rules/similar-cars';
import { AVAILABLE_STATUSES } from '../../runtime/rules/vehicle-availability';
import { siteScope } from '../../runtime/site-scope';
import type { Car } from '../../schemas/entities/car';
import type { CarCard } from '../../schemas/entities/car-card';
import type { SimilarCarsProps } from './schema';

export interface SimilarCarsData {
  cars: CarCard[];
}

/** The search's fixed filters: the car's make, model and body, available cars only. */
export function similarCarsFilters(car: Pick<Car, 'make' | 'model' | 'simple_body'>): SearchRefinements {
  return { lists: { make: [car.make], model: [car.model], body: [car.simple_body], status: [...AVAILABLE_STATUSES] }, ranges: {} };
}

/**
 * The nearest in price are found from both sides: the cheapest cars at or
 * above the car's price and the dearest at or below it, `limit` and a spare
 * (the car itself) from each, so the page reads a handful of cars however
 * many of one model the dealer stocks. A car without a shown price has no
 * side to look from: the first of the search's own order, as the rule says.
 */
export async function loadSimilarCars(props: SimilarCarsProps, ctx: LoadContext): Promise<SimilarCarsData> {
  const { car, document } = ctx.site;
  if (!car) return { cars: [] };
  const target = comparablePrice(car);
  const search = (sortBy: SearchState['sortBy'], price: NumericRange | undefined) =>
    ctx.data.search(
      siteScope(document),
      document.settings,
      { ...EMPTY_SEARCH, sortBy, ranges: price ? { price } : {} },
      { hitsPerPage: props.limit + 1, fixedFilters: similarCarsFilters(car), now: ctx.site.now },
    );
  const answers =
    target === undefined ? [await search(EMPTY_SEARCH.sortBy, undefined)] : await Promise.all([search('price_asc', { min: target }), search('price_desc', { max: target })]);
  const candidates = [...new Map(answers.flatMap((answer) => answer.hits).map((hit) => [hit.id, hit])).values()];
  return { cars: similarCars(car, candidates, props.limit) };
}
