import { SEARCH_FILTERS, SEARCH_RANGE_FILTERS, type SearchListFilter } from '../../../schemas/api/search-words';
import { SEARCH_FILTER_WORDS } from '../../../schemas/api/search-filter-words';
import { BODY_TYPES, type CAR_STATUSES, CAR_TYPES } from '../../../schemas/entities/car-values';
import { bodyLabel } from '../../../runtime/rules/body-label';

type SearchFilterName = (typeof SEARCH_FILTERS)[number];

/** What each search filter is called in the editor; the names are the search page's query parameters. */
export const SEARCH_FILTER_TITLES = Object.fromEntries(SEARCH_FILTERS.map((filter) => [filter, SEARCH_FILTER_WORDS[filter].editor])) as Readonly<Record<SearchFilterName, string>>;

/** One value of each list filter, as a list item in the editor is called ("Make 2"). A new list filter fails the type check until it has one. */
export const SEARCH_FILTER_VALUE_TITLES: Readonly<Record<SearchListFilter, string>> = {
  badge: 'Badge',
  status: 'Status',
  car_type: 'Kind',
  categories: 'Category',
  city: 'City',
  colour: 'Colour',
  dealership_name: 'Dealership',
  filtered_features: 'Feature',
  item_type: 'Kind of vehicle',
  location_name: 'Location',
  make: 'Make',
  make_model: 'Make and model',
  model: 'Model',
  price_range: 'Price band',
  seats: 'Seats',
  body: 'Body type',
  drive: 'Drive',
  fuel: 'Fuel',
  transmission: 'Transmission',
  state: 'State',
  tag: 'Tag',
  weekly_price_range: 'Weekly price band',
};

/** A status added to the feed's list fails the type check until it has words here. */
const STATUS_LABELS: Readonly<Record<(typeof CAR_STATUSES)[number], string>> = { in_stock: 'In stock', coming_soon: 'Coming soon', sold: 'Sold', others: 'Other' };

/** The words the editor shows for the values it offers, stored as the feed writes them ("in_stock", "peopleMover"). */
export const KNOWN_VALUE_LABELS: Readonly<Record<'status' | 'car_type' | 'body', Readonly<Record<string, string>>>> = {
  status: STATUS_LABELS,
  car_type: Object.fromEntries(CAR_TYPES.map((type) => [type, type.charAt(0).toUpperCase() + type.slice(1)])),
  body: Object.fromEntries(BODY_TYPES.map((body) => [body, bodyLabel(body)])),
};

/**
 * The hints for one value of a list filter: the choices the editor offers,
 * the make-and-model pair (editor/inspector/fields/MakeModelField.tsx), or
 * the values the dealer's stock has (editor/inspector/fields/StockValueField.tsx).
 * Price bands are the search's own, not the stock's, and are typed.
 */
export function filterValueHints(filter: SearchListFilter): { 'x-editor'?: { labels?: Readonly<Record<string, string>>; widget?: string; stockFilter?: string } } {
  if (filter === 'make_model') return { 'x-editor': { widget: 'make-model' } };
  if (filter in KNOWN_VALUE_LABELS) return { 'x-editor': { labels: KNOWN_VALUE_LABELS[filter as keyof typeof KNOWN_VALUE_LABELS] } };
  if (filter === 'price_range' || filter === 'weekly_price_range') return {};
  return { 'x-editor': { widget: 'stock-value', stockFilter: filter } };
}

const PRICE_BAND_HELP = 'Cars in any of these bands, each written as the search page shows it without $ and commas, like 20000 - 30000.';

/** The help under a list filter whose values the marketer types. */
export function listFilterHelp(filter: SearchListFilter): string {
  if (filter === 'price_range' || filter === 'weekly_price_range') return PRICE_BAND_HELP;
  if (filter === 'make_model') return 'Cars of any of these models, each given with its make.';
  if (filter in KNOWN_VALUE_LABELS) return 'Cars of any of these.';
  return 'Cars with any of these: pick from the values your stock has, or type one as the search page’s filter shows it.';
}

export const RANGE_FILTER_HELP = 'Either side may be left empty.';

export function isRangeFilter(filter: SearchFilterName): boolean {
  return (SEARCH_RANGE_FILTERS as readonly string[]).includes(filter);
}
