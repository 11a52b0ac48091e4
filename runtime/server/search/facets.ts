import type { FacetItem } from '../../../schemas/api/search';
import { makeModelValue, makeModelWords, type SearchFacet } from '../../../schemas/api/search-words';
import { sortCarTypeOptions, sortPriceRangeOptions } from '../../rules/filter-ordering';
import { bandFor, PRICE_RANGE_BANDS, WEEKLY_PRICE_RANGE_BANDS, type PriceBand } from './price-ranges';
import type { StockRow } from './stock-row';

/**
 * Spec (detail §9): body facet limit 4 (20 with custom bodies), city facet
 * limit 20, dealership facet limit 40. Spec (search §9): make_model lists up
 * to 30 entries. Every other facet lists all its values; how many makes show
 * before "Show all makes" is the page's business.
 */
export const BODY_FACET_LIMIT = 4;
export const CUSTOM_BODY_FACET_LIMIT = 20;
export const CITY_FACET_LIMIT = 20;
export const DEALERSHIP_FACET_LIMIT = 40;
export const MAKE_MODEL_FACET_LIMIT = 30;

export interface FacetDefinition {
  /**
   * A car's values in the facet, as the shopper sees and filters them: one
   * for most facets, none when the car has no value, several for the list
   * facets (categories, features).
   */
  values: (car: StockRow) => readonly string[];
  label?: (value: string) => string;
  order?: (items: FacetItem[]) => FacetItem[];
}

const bandLabels = (bands: readonly { value: string; label: string }[]) => {
  const labels = new Map(bands.map((band) => [band.value, band.label]));
  return (value: string) => labels.get(value) ?? value;
};

const one = (value: string | number | null | undefined): readonly string[] => (value === null || value === undefined ? [] : [String(value)]);
const field = (name: keyof StockRow): FacetDefinition => ({ values: (car) => one(car[name] as string | number | null) });
/** A JSON list of text, each value once; anything else in the column is no value. */
const textList = (name: 'categories' | 'filtered_features'): FacetDefinition => ({
  values: (car) => {
    const list = car[name];
    return Array.isArray(list) ? [...new Set(list.filter((value): value is string => typeof value === 'string'))] : [];
  },
});
const band = (amount: (car: StockRow) => number | null, bands: readonly PriceBand[]): FacetDefinition => ({
  values: (car) => one(bandFor(amount(car), bands)?.value),
  label: bandLabels(bands),
  order: sortPriceRangeOptions,
});

/** Where each facet's values come from. A price of 0 is no price (spec: it shows the no-price text), so it is in no price band. */
export const FACET_DEFINITIONS: Readonly<Record<SearchFacet, FacetDefinition>> = {
  badge: field('badge'),
  status: field('status'),
  car_type: { ...field('car_type'), order: sortCarTypeOptions },
  categories: textList('categories'),
  city: field('city'),
  colour: field('colour'),
  dealership_name: field('dealership_name'),
  filtered_features: textList('filtered_features'),
  item_type: field('item_type'),
  location_name: field('location_name'),
  make: field('make'),
  make_model: {
    values: (car) => [makeModelValue(car.make, car.model)],
    label: makeModelWords,
  },
  model: field('model'),
  price_range: band((car) => (car.price > 0 ? car.price : null), PRICE_RANGE_BANDS),
  seats: field('seats'),
  body: field('simple_body'),
  drive: field('drive'),
  fuel: field('simple_fuel'),
  transmission: field('simple_transmission'),
  state: field('state'),
  tag: field('tag'),
  weekly_price_range: band((car) => car.weekly_price, WEEKLY_PRICE_RANGE_BANDS),
};

export interface FacetLimitSettings {
  /** The dealer lists bodies of its own, so the body facet shows more of them. */
  hasCustomBodies?: boolean;
}

export function facetLimit(facet: SearchFacet, settings: FacetLimitSettings): number | undefined {
  switch (facet) {
    case 'body':
      return settings.hasCustomBodies ? CUSTOM_BODY_FACET_LIMIT : BODY_FACET_LIMIT;
    case 'city':
      return CITY_FACET_LIMIT;
    case 'dealership_name':
      return DEALERSHIP_FACET_LIMIT;
    case 'make_model':
      return MAKE_MODEL_FACET_LIMIT;
    default:
      return undefined;
  }
}

/** Most cars first (ties by value, so answers are stable), cut to the facet's limit, then in the spec's order where it gives one. */
export function facetItems(facet: SearchFacet, counts: readonly { value: string; count: number }[], settings: FacetLimitSettings): FacetItem[] {
  const definition = FACET_DEFINITIONS[facet];
  const byCount = [...counts].sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0));
  const kept = byCount.slice(0, facetLimit(facet, settings));
  const items = kept.map(({ value, count }) => ({ label: definition.label?.(value) ?? value, value, count }));
  return definition.order ? definition.order(items) : items;
}
