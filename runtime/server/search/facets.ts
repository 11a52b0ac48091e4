import { sql, type RawBuilder } from 'kysely';
import type { FacetItem, SearchFacet } from '../../../schemas/api/search';
import { sortCarTypeOptions, sortPriceRangeOptions } from '../../rules/filter-ordering';
import { bandValueSql, PRICE_RANGE_BANDS, PRICE_SQL, WEEKLY_PRICE_RANGE_BANDS, WEEKLY_PRICE_SQL } from './price-ranges';

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
/** Joins make and model in a make_model value; makes and models never contain it. */
export const MAKE_MODEL_SEPARATOR = '|';

export interface FacetDefinition {
  /**
   * A scalar facet's value per car as text (NULL: the car is not in the
   * facet); an array facet's JSONB list, one value per element.
   */
  sql: RawBuilder<unknown>;
  kind: 'scalar' | 'array';
  label?: (value: string) => string;
  order?: (items: FacetItem[]) => FacetItem[];
}

const bandLabels = (bands: readonly { value: string; label: string }[]) => {
  const labels = new Map(bands.map((band) => [band.value, band.label]));
  return (value: string) => labels.get(value) ?? value;
};

const column = (name: string): FacetDefinition => ({ sql: sql.ref(`cars.${name}`), kind: 'scalar' });

/** Where each facet's values come from. dealership_name needs the dealerships table joined in as `dealerships`. */
export const FACET_DEFINITIONS: Readonly<Record<SearchFacet, FacetDefinition>> = {
  badge: column('badge'),
  status: column('status'),
  car_type: { ...column('car_type'), order: sortCarTypeOptions },
  categories: { sql: sql.ref('cars.categories'), kind: 'array' },
  city: column('city'),
  colour: column('colour'),
  dealership_name: { sql: sql.ref('dealerships.name'), kind: 'scalar' },
  filtered_features: { sql: sql.ref('cars.filtered_features'), kind: 'array' },
  item_type: column('item_type'),
  location_name: column('location_name'),
  make: column('make'),
  make_model: {
    sql: sql`cars.make || ${sql.lit(MAKE_MODEL_SEPARATOR)} || cars.model`,
    kind: 'scalar',
    label: (value) => value.replace(MAKE_MODEL_SEPARATOR, ' '),
  },
  model: column('model'),
  price_range: {
    sql: bandValueSql(PRICE_SQL, PRICE_RANGE_BANDS),
    kind: 'scalar',
    label: bandLabels(PRICE_RANGE_BANDS),
    order: sortPriceRangeOptions,
  },
  seats: { sql: sql`cars.seats::text`, kind: 'scalar' },
  body: column('simple_body'),
  drive: column('drive'),
  fuel: column('simple_fuel'),
  transmission: column('simple_transmission'),
  state: column('state'),
  tag: column('tag'),
  weekly_price_range: {
    sql: bandValueSql(WEEKLY_PRICE_SQL, WEEKLY_PRICE_RANGE_BANDS),
    kind: 'scalar',
    label: bandLabels(WEEKLY_PRICE_RANGE_BANDS),
    order: sortPriceRangeOptions,
  },
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
