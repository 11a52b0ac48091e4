import { makeModelValue, type SearchFacet } from '../../../../schemas/api/search-words';
import type { Car } from '../../../../schemas/entities/car';
import type { SearchRefinements, SearchSettings, SiteScope } from '../../../data-access';
import type { NumericRange, RangeFilter } from '../../../rules/search-query-string';
import type { DemoData } from '../../seed/seed';
import { PRICE_RANGE_BANDS, WEEKLY_PRICE_RANGE_BANDS, type PriceBand } from '../price-ranges';

/**
 * The search rules written again as a plain filter over the seeded cars, so
 * the SQL's counts can be checked against an independent reading of them.
 */
export const EVERY_DEMO_DEALERSHIP: SiteScope = {
  dealershipIds: [101, 201, 202, 203, 301],
  includeSoldCarsDays: 3,
  minImageCount: 0,
  inStockOnly: false,
};

export const PLAIN_SETTINGS: SearchSettings = {
  searchVisibility: { minImageCount: 0, inStockOnly: false, excludePriceZeroFromPriceSort: false },
};

function band(amount: number | undefined, bands: readonly PriceBand[]): string | undefined {
  if (amount === undefined) return undefined;
  return bands.find((b) => amount >= b.from && (b.below === undefined || amount < b.below))?.value;
}

export function weeklyPrice(car: Car): number | undefined {
  return car.subscription_price ?? car.finance_lenders?.weekly?.paymentWeek ?? car.finance_lenders?.['weekly-recent-years']?.paymentWeek;
}

/** A car's values in a facet, as the shopper sees them. */
export function facetValues(car: Car, facet: SearchFacet, data: DemoData): string[] {
  const one = (value: string | number | undefined) => (value === undefined ? [] : [String(value)]);
  switch (facet) {
    case 'make_model':
      return [makeModelValue(car.make, car.model)];
    case 'body':
      return [car.simple_body];
    case 'fuel':
      return one(car.simple_fuel);
    case 'transmission':
      return one(car.simple_transmission);
    case 'dealership_name':
      return one(data.dealers.find((d) => d.dealership.id === car.dealership_id)?.dealership.name);
    case 'categories':
    case 'filtered_features':
      return [...new Set(car[facet] ?? [])];
    case 'price_range':
      return one(band(car.price > 0 ? car.price : undefined, PRICE_RANGE_BANDS));
    case 'weekly_price_range':
      return one(band(weeklyPrice(car), WEEKLY_PRICE_RANGE_BANDS));
    default:
      return one(car[facet]);
  }
}

function inRange(value: number | undefined, range: NumericRange): boolean {
  if (value === undefined) return false;
  return (range.min === undefined || value >= range.min) && (range.max === undefined || value <= range.max);
}

/** A chosen make is every car of it unless models of it are chosen too; then only those models. */
function matchesMakeAndModel(car: Car, makes: readonly string[], makeModels: readonly string[]): boolean {
  if (makes.length === 0 && makeModels.length === 0) return true;
  if (makeModels.includes(makeModelValue(car.make, car.model))) return true;
  return makes.includes(car.make) && !makeModels.some((value) => value.startsWith(`${car.make}|`));
}

export function matchesRefinements(car: Car, refinements: SearchRefinements, data: DemoData): boolean {
  const { make = [], make_model: makeModels = [] } = refinements.lists;
  if (!matchesMakeAndModel(car, make, makeModels)) return false;
  for (const [facet, values] of Object.entries(refinements.lists) as [SearchFacet, string[]][]) {
    if (facet === 'make' || facet === 'make_model') continue;
    if (!facetValues(car, facet, data).some((value) => values.includes(value))) return false;
  }
  for (const [filter, range] of Object.entries(refinements.ranges) as [RangeFilter, NumericRange][]) {
    if (filter === 'price' && car.price === 0) return false;
    if (!inRange(car[filter], range)) return false;
  }
  return true;
}

/** Value → number of cars, as a facet counts them. */
export function tally(cars: readonly Car[], facet: SearchFacet, data: DemoData): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const car of cars) for (const value of facetValues(car, facet, data)) counts[value] = (counts[value] ?? 0) + 1;
  return counts;
}
