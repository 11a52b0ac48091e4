import { SEARCH_FILTERS, type SEARCH_RANGE_FILTERS, type SEARCH_SORTS, type SearchListFilter } from '../../schemas/api/search-words';
import { BODY_TYPES, CAR_STATUSES, CAR_TYPES } from '../../schemas/entities/car-values';
import {
  filterValueHints,
  isRangeFilter,
  KNOWN_VALUE_LABELS,
  listFilterHelp,
  RANGE_FILTER_HELP,
  SEARCH_FILTER_TITLES,
  SEARCH_FILTER_VALUE_TITLES,
} from '../kit/search/filter-editor-words';

type SearchFilterName = (typeof SEARCH_FILTERS)[number];
type SearchRangeFilter = (typeof SEARCH_RANGE_FILTERS)[number];

/** Search sort options in the spec's words (detail §9: most relevant, latest, highest price, lowest price); the editor's labels for them. */
export const SEARCH_SORT_TITLES: Readonly<Record<(typeof SEARCH_SORTS)[number], string>> = {
  relevant: 'Most relevant',
  latest: 'Latest',
  price_desc: 'Highest price',
  price_asc: 'Lowest price',
};

const MAX_VALUES = 20;
const listField = {
  type: 'array',
  items: { type: 'string', minLength: 1, maxLength: 200 },
  uniqueItems: true,
  maxItems: MAX_VALUES,
} as const;
const rangeField = {
  type: 'object',
  additionalProperties: false,
  properties: {
    min: { type: 'number', minimum: 0, title: 'From' },
    max: { type: 'number', minimum: 0, title: 'Up to' },
  },
} as const;
/** The filters whose values the schema knows: the editor offers them as choices. */
const knownValues = {
  status: CAR_STATUSES,
  car_type: CAR_TYPES,
  body: BODY_TYPES,
} as const satisfies Partial<Record<SearchListFilter, readonly string[]>>;

type KnownValueFilter = keyof typeof knownValues;
type FilterFieldProperties = { [Filter in Exclude<SearchListFilter, KnownValueFilter>]: typeof listField } & {
  [Filter in SearchRangeFilter]: typeof rangeField;
} & {
  [Filter in KnownValueFilter]: Omit<typeof listField, 'items'> & { items: { type: 'string'; enum: (typeof knownValues)[Filter] } };
};

function fieldFor(filter: SearchFilterName) {
  const title = SEARCH_FILTER_TITLES[filter];
  if (isRangeFilter(filter)) return { ...rangeField, title, description: RANGE_FILTER_HELP };
  const listFilter = filter as SearchListFilter;
  const itemTitle = SEARCH_FILTER_VALUE_TITLES[listFilter];
  const values = knownValues[listFilter as KnownValueFilter];
  if (values) {
    const labels = KNOWN_VALUE_LABELS[listFilter as KnownValueFilter];
    return { ...listField, title, items: { type: 'string', enum: values, title: itemTitle, 'x-editor': { labels } } };
  }
  return { ...listField, title, description: listFilterHelp(listFilter), items: { ...listField.items, title: itemTitle, ...filterValueHints(listFilter) } };
}

/**
 * The search filters as an editor form, in the search page's order: each
 * list filter takes any of several values, each range a from and an up-to.
 * Different filters narrow the choice, as on the search page.
 */
export const stockFiltersSchema = {
  type: 'object',
  title: 'Which cars',
  description: 'Only cars matching every filter filled in. Leave all empty for any car in stock.',
  additionalProperties: false,
  default: {},
  properties: Object.fromEntries(SEARCH_FILTERS.map((filter) => [filter, fieldFor(filter)])) as unknown as FilterFieldProperties,
} as const;
