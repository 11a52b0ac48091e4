import type { SearchFacet } from '../../schemas/api/search';

/**
 * The order the checkbox facets come in after car type, make and the
 * sliders: what shoppers narrow by most first. model and make_model are
 * offered under their make instead.
 */
export const CHECKBOX_FACETS_BEFORE_SLIDERS = ['car_type'] as const satisfies readonly SearchFacet[];
export const PRICE_FACETS = ['price_range', 'weekly_price_range'] as const satisfies readonly SearchFacet[];
export const CHECKBOX_FACETS_AFTER_SLIDERS = [
  'body',
  'fuel',
  'transmission',
  'drive',
  'seats',
  'colour',
  'categories',
  'filtered_features',
  'badge',
  'tag',
  'status',
  'city',
  'state',
  'location_name',
  'dealership_name',
  'item_type',
] as const satisfies readonly SearchFacet[];
