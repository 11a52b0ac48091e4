import type { FacetItem } from '../../schemas/api/search';
import type { SearchFacet } from '../../schemas/api/search-words';
import { CAR_TYPES } from '../../schemas/entities/car-values';
import type { SliderField } from '../../runtime/rules/range-slider';

/**
 * The sections a dealer can put in its filter panel, in the spec's order
 * (search §2: query, then one parameter per filter), each named in the
 * dealer's words for the editor. `make` is makes with their models under
 * each (make_model); model alone and the subscription price have no section
 * of their own.
 */
export const FILTER_SECTION_CHOICES = [
  { const: 'query', title: 'Keyword box' },
  { const: 'badge', title: 'Badge (variant)' },
  { const: 'status', title: 'Availability (in stock, coming soon, sold)' },
  { const: 'car_type', title: 'Car type (new, demo, used)' },
  { const: 'categories', title: 'Categories' },
  { const: 'city', title: 'City' },
  { const: 'colour', title: 'Colour' },
  { const: 'dealership_name', title: 'Dealership' },
  { const: 'filtered_features', title: 'Features' },
  { const: 'item_type', title: 'Kind of vehicle (car, caravan, motorbike)' },
  { const: 'km', title: 'Kilometres (slider)' },
  { const: 'location_name', title: 'Location' },
  { const: 'make', title: 'Make, with its models' },
  { const: 'price', title: 'Price (slider)' },
  { const: 'price_range', title: 'Price range (bands)' },
  { const: 'seats', title: 'Seats' },
  { const: 'body', title: 'Body type' },
  { const: 'drive', title: 'Drive' },
  { const: 'fuel', title: 'Fuel' },
  { const: 'transmission', title: 'Transmission' },
  { const: 'state', title: 'State' },
  { const: 'tag', title: 'Tag' },
  { const: 'weekly_price_range', title: 'Weekly price (bands)' },
  { const: 'year', title: 'Year (slider)' },
] as const;

export type FilterSectionName = (typeof FILTER_SECTION_CHOICES)[number]['const'];

export const SPEC_FILTER_ORDER: readonly FilterSectionName[] = FILTER_SECTION_CHOICES.map((choice) => choice.const);

const SLIDERS: readonly string[] = ['price', 'km', 'year'] satisfies readonly SliderField[];

export function isSliderSection(section: FilterSectionName): section is SliderField {
  return SLIDERS.includes(section);
}

/** Opened at first, whatever their order: what shoppers narrow by most. */
export const SECTIONS_OPEN_AT_FIRST: ReadonlySet<FilterSectionName> = new Set(['car_type', 'make', 'price']);

/**
 * A facet with fewer than two values is no choice (issue 15: City, State,
 * Location with the one value every car has): its section is left out, unless
 * something in it is chosen, so the choice can be undone.
 */
export const FEWEST_VALUES_OFFERED = 2;

export function isWorthOffering(valueCount: number, chosenCount: number): boolean {
  return chosenCount > 0 || valueCount >= FEWEST_VALUES_OFFERED;
}

/** A slider is worth offering when the stock spans a range in it, or when the shopper has set it. */
export function isSliderWorthOffering(stats: { min: number; max: number } | undefined, isSet: boolean): boolean {
  return isSet || (stats !== undefined && stats.max > stats.min);
}

/**
 * The feed lists a car's type among its categories too ("New", "Used"), so
 * the categories facet would offer "New (193)" again under another title.
 * Those values are Car type's: categories offers the rest, and any already
 * chosen.
 */
export function categoriesBesideCarType(items: readonly FacetItem[], selected: readonly string[]): FacetItem[] {
  const carTypes: ReadonlySet<string> = new Set(CAR_TYPES);
  return items.filter((item) => selected.includes(item.value) || !carTypes.has(item.value.trim().toLowerCase()));
}

/** The values a checkbox section offers, before the chosen ones missing from the answer are added back. */
export function offeredValues(facet: SearchFacet, items: readonly FacetItem[], selected: readonly string[]): readonly FacetItem[] {
  return facet === 'categories' ? categoriesBesideCarType(items, selected) : items;
}
