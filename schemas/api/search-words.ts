/**
 * The search's words, once: the filters (spec search §2), sorts, facets,
 * slider stats and page sizes that the search call's schema (search.ts) and
 * the search query string (runtime/rules/search-query-string.ts) are made
 * of. Apart from the schema so that a shopper's code that needs a filter's
 * name does not carry the search answer's schema, and the car card's with
 * it, to the browser.
 */

/** Spec search §2: one query-string parameter per filter, in the spec's order. */
export const SEARCH_FILTERS = [
  'badge',
  'status',
  'car_type',
  'categories',
  'city',
  'colour',
  'dealership_name',
  'filtered_features',
  'item_type',
  'km',
  'location_name',
  'make',
  'make_model',
  'model',
  'price',
  'subscription_price',
  'price_range',
  'seats',
  'body',
  'drive',
  'fuel',
  'transmission',
  'state',
  'tag',
  'weekly_price_range',
  'year',
] as const;
/** Joins make and model in a make_model value ("Toyota|Corolla"); makes and models never contain it. */
export const MAKE_MODEL_SEPARATOR = '|';
export const makeModelValue = (make: string, model: string) => `${make}${MAKE_MODEL_SEPARATOR}${model}`;
/** A make_model value as a shopper reads it: "Toyota Corolla". */
export const makeModelWords = (value: string) => value.replace(MAKE_MODEL_SEPARATOR, ' ');
/** The filters written min:max; every other filter is a list of values. */
export const SEARCH_RANGE_FILTERS = ['km', 'price', 'subscription_price', 'year'] as const;
type SearchRangeFilter = (typeof SEARCH_RANGE_FILTERS)[number];
export type SearchListFilter = Exclude<(typeof SEARCH_FILTERS)[number], SearchRangeFilter>;
export const SEARCH_LIST_FILTERS = SEARCH_FILTERS.filter((filter): filter is SearchListFilter => !(SEARCH_RANGE_FILTERS as readonly string[]).includes(filter));
export const SEARCH_SORTS = ['relevant', 'latest', 'price_desc', 'price_asc'] as const;
/** Every list filter is also a facet: its values come back with counts. */
export const SEARCH_FACETS = SEARCH_LIST_FILTERS;
/** The ranges the sliders show, with the min and max of the matching stock. */
export const SEARCH_FACET_STATS = ['price', 'km', 'year'] as const;

export const SEARCH_HITS_PER_PAGE = 21;
export const MAX_HITS_PER_PAGE = 100;
export const MAX_QUERY_LENGTH = 200;

export type SearchFacet = (typeof SEARCH_FACETS)[number];
export type SearchFacetStat = (typeof SEARCH_FACET_STATS)[number];
