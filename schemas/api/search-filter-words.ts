import type { SEARCH_FILTERS } from './search-words';

type SearchFilterName = (typeof SEARCH_FILTERS)[number];

/**
 * What each search filter is called, once for every filter: `shopper` on
 * the search page (filter titles, recent searches), `editor` in the
 * editor's forms, where a marketer chooses stock by filter and needs to know
 * what a filter covers and how its values are written. A new filter in
 * SEARCH_FILTERS fails the type check until it has both.
 */
export const SEARCH_FILTER_WORDS: Readonly<Record<SearchFilterName, { shopper: string; editor: string }>> = {
  badge: { shopper: 'Badge', editor: 'Badge (the variant, like Ascent Sport)' },
  status: { shopper: 'Availability', editor: 'Availability' },
  car_type: { shopper: 'Car type', editor: 'New, demo or used' },
  categories: { shopper: 'Categories', editor: 'Categories' },
  city: { shopper: 'City', editor: 'City' },
  colour: { shopper: 'Colour', editor: 'Colour' },
  dealership_name: { shopper: 'Dealership', editor: 'Dealership' },
  filtered_features: { shopper: 'Features', editor: 'Features' },
  item_type: { shopper: 'Item type', editor: 'Kind of vehicle (car, caravan, motorbike)' },
  km: { shopper: 'Kilometres', editor: 'Odometer (km)' },
  location_name: { shopper: 'Location', editor: 'Location' },
  make: { shopper: 'Make', editor: 'Make' },
  make_model: { shopper: 'Model', editor: 'Make and model' },
  model: { shopper: 'Model', editor: 'Model' },
  price: { shopper: 'Price', editor: 'Price ($)' },
  subscription_price: { shopper: 'Subscription price', editor: 'Weekly subscription price ($)' },
  price_range: { shopper: 'Price range', editor: 'Price range' },
  seats: { shopper: 'Seats', editor: 'Seats' },
  body: { shopper: 'Body type', editor: 'Body type' },
  drive: { shopper: 'Drive', editor: 'Drive' },
  fuel: { shopper: 'Fuel', editor: 'Fuel' },
  transmission: { shopper: 'Transmission', editor: 'Transmission' },
  state: { shopper: 'State', editor: 'State' },
  tag: { shopper: 'Tag', editor: 'Tag' },
  weekly_price_range: { shopper: 'Weekly price', editor: 'Weekly price range' },
  year: { shopper: 'Year', editor: 'Year' },
};
