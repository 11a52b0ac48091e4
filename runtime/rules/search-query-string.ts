import { SEARCH_FILTERS, SEARCH_HITS_PER_PAGE, SEARCH_RANGE_FILTERS, SEARCH_SORTS } from '../../schemas/api/search-words';

/**
 * Spec (search and favourites, §2): the vehicle search page takes query,
 * page, sortBy and one parameter per filter; a range filter is written
 * min:max; any search change resets page (§5: any filter change removes the
 * page parameter). Spec (detail, finance, forms, locations, §5): price range
 * and search values are normalised to strip $ and commas. §9: hits per page
 * 21; sort options most relevant, latest, highest price, lowest price.
 *
 * Choices the spec leaves open:
 * - A list filter repeats its parameter (make=Toyota&make=Mazda) rather than
 *   joining with commas, because feature and category labels contain commas.
 * - A range leaves an open side empty: "5000:" is from 5000 up, ":20000" up to
 *   20000. At least one side must be given.
 * - Pages count from 1; page 1 and the default sort are not written.
 * - Parameters are written in a fixed order (query, sortBy, filters in
 *   SEARCH_FILTERS order, page), so equal searches give equal strings and the
 *   string can serve as the result-cache key.
 * - Parsing never throws: it returns the state read from the parameters it
 *   understood and one error per parameter it did not, naming the field, so
 *   the API can answer 400 and the page can simply ignore stray parameters.
 */
export { SEARCH_FILTERS } from '../../schemas/api/search-words';
/** The filters written min:max; every other filter is a list of values. */
export const RANGE_FILTERS = SEARCH_RANGE_FILTERS;
/** List filters whose values are price labels, normalised like range bounds. */
export const PRICE_LABEL_FILTERS = ['price_range', 'weekly_price_range'] as const satisfies readonly SearchFilter[];

export const SORT_OPTIONS = SEARCH_SORTS;
/** Custom rank descending (search §9). */
export const DEFAULT_SORT: SortOption = 'relevant';
export const HITS_PER_PAGE = SEARCH_HITS_PER_PAGE;
export const FIRST_PAGE = 1;
export const RANGE_SEPARATOR = ':';

export type SearchFilter = (typeof SEARCH_FILTERS)[number];
export type RangeFilter = (typeof RANGE_FILTERS)[number];
export type ListFilter = Exclude<SearchFilter, RangeFilter>;
export type SortOption = (typeof SORT_OPTIONS)[number];

/** A side left undefined is open. */
export interface NumericRange {
  min?: number;
  max?: number;
}

export interface SearchState {
  query: string;
  page: number;
  sortBy: SortOption;
  lists: Partial<Record<ListFilter, readonly string[]>>;
  ranges: Partial<Record<RangeFilter, NumericRange>>;
}

export interface SearchParamError {
  /** The parameter at fault, as written in the query string. */
  field: string;
  message: string;
}

export interface SearchParseResult {
  state: SearchState;
  errors: SearchParamError[];
}

export const EMPTY_SEARCH: SearchState = Object.freeze({ query: '', page: FIRST_PAGE, sortBy: DEFAULT_SORT, lists: {}, ranges: {} });

export function isRangeFilter(filter: SearchFilter): filter is RangeFilter {
  return (RANGE_FILTERS as readonly string[]).includes(filter);
}

function isSearchFilter(name: string): name is SearchFilter {
  return (SEARCH_FILTERS as readonly string[]).includes(name);
}

function isSortOption(value: string): value is SortOption {
  return (SORT_OPTIONS as readonly string[]).includes(value);
}

/**
 * Strips "$" and thousands-separator commas, so "$5,000" reads 5000 and
 * "Under $10,000" reads "Under 10000". A comma between words is kept: it is
 * not money formatting.
 */
export function normaliseSearchValue(value: string): string {
  return value
    .replaceAll('$', '')
    .replace(/(?<=\d),(?=\d)/g, '')
    .trim();
}

/** A search change of any kind goes back to the first page. */
export interface SearchChange {
  query?: string;
  sortBy?: SortOption;
  /** Per filter; an empty list clears the filter. */
  lists?: Partial<Record<ListFilter, readonly string[]>>;
  /** Per filter; a range with both sides open clears the filter. */
  ranges?: Partial<Record<RangeFilter, NumericRange>>;
}

export function changeSearch(state: SearchState, change: SearchChange): SearchState {
  const lists = { ...state.lists, ...change.lists };
  const ranges = { ...state.ranges, ...change.ranges };
  for (const filter of Object.keys(lists) as ListFilter[]) if (!lists[filter]?.length) delete lists[filter];
  for (const filter of Object.keys(ranges) as RangeFilter[]) if (!hasBound(ranges[filter])) delete ranges[filter];
  return {
    query: change.query ?? state.query,
    sortBy: change.sortBy ?? state.sortBy,
    lists,
    ranges,
    page: FIRST_PAGE,
  };
}

/** Paging is the one change that keeps the search as it is. */
export function goToPage(state: SearchState, page: number): SearchState {
  return { ...state, page };
}

/** How many hits the search skips to reach a page. */
export function pageOffset(page: number): number {
  return (page - FIRST_PAGE) * HITS_PER_PAGE;
}

function hasBound(range: NumericRange | undefined): range is NumericRange {
  return range !== undefined && (range.min !== undefined || range.max !== undefined);
}

/** ":" is legal in a query component, so ranges stay readable as 5000:20000. */
function encode(value: string): string {
  return encodeURIComponent(value).replace(/%3A/gi, RANGE_SEPARATOR);
}

/** The query string for a search, without the leading "?"; empty for the empty search. */
export function searchToQueryString(state: SearchState): string {
  const pairs: [string, string][] = [];
  if (state.query.trim() !== '') pairs.push(['query', state.query.trim()]);
  if (state.sortBy !== DEFAULT_SORT) pairs.push(['sortBy', state.sortBy]);
  for (const filter of SEARCH_FILTERS) {
    if (isRangeFilter(filter)) {
      const range = state.ranges[filter];
      if (hasBound(range)) pairs.push([filter, `${range.min ?? ''}${RANGE_SEPARATOR}${range.max ?? ''}`]);
    } else {
      for (const value of state.lists[filter] ?? []) pairs.push([filter, value]);
    }
  }
  if (state.page !== FIRST_PAGE) pairs.push(['page', String(state.page)]);
  return pairs.map(([name, value]) => `${encode(name)}=${encode(value)}`).join('&');
}

const SCALAR_PARAMETERS = ['query', 'page', 'sortBy'] as const;
const UNSIGNED_NUMBER = /^\d+(\.\d+)?$/;
const WHOLE_NUMBER = /^\d+$/;

/** Reads a query string (with or without "?") into a search state, collecting an error per bad parameter. */
export function parseSearchQueryString(input: string | URLSearchParams): SearchParseResult {
  const params = typeof input === 'string' ? new URLSearchParams(input) : input;
  const errors: SearchParamError[] = [];
  const lists: SearchState['lists'] = {};
  const ranges: SearchState['ranges'] = {};
  let query = '';
  let page = FIRST_PAGE;
  let sortBy: SortOption = DEFAULT_SORT;

  for (const name of new Set(params.keys())) {
    const values = params.getAll(name);
    const single = values.length === 1;
    if ((SCALAR_PARAMETERS as readonly string[]).includes(name) || (isSearchFilter(name) && isRangeFilter(name))) {
      if (!single) {
        errors.push({ field: name, message: `${name} may be given only once` });
        continue;
      }
    }
    const value = values[0] ?? '';
    if (name === 'query') {
      query = normaliseSearchValue(value);
    } else if (name === 'page') {
      if (WHOLE_NUMBER.test(value) && Number(value) >= FIRST_PAGE) page = Number(value);
      else errors.push({ field: 'page', message: `page must be a whole number from ${FIRST_PAGE}` });
    } else if (name === 'sortBy') {
      if (isSortOption(value)) sortBy = value;
      else errors.push({ field: 'sortBy', message: `sortBy must be one of ${SORT_OPTIONS.join(', ')}` });
    } else if (!isSearchFilter(name)) {
      errors.push({ field: name, message: `${name} is not a search filter` });
    } else if (isRangeFilter(name)) {
      const range = parseRange(value);
      if (typeof range === 'string') errors.push({ field: name, message: `${name} ${range}` });
      else ranges[name] = range;
    } else {
      const normalise = (PRICE_LABEL_FILTERS as readonly string[]).includes(name) ? normaliseSearchValue : (v: string) => v.trim();
      const kept = values.map(normalise).filter((v) => v !== '');
      if (kept.length > 0) lists[name] = [...new Set(kept)];
    }
  }
  return { state: { query, page, sortBy, lists, ranges }, errors };
}

/** The range, or why it cannot be read. */
function parseRange(written: string): NumericRange | string {
  const sides = normaliseSearchValue(written).split(RANGE_SEPARATOR);
  if (sides.length !== 2) return 'must be written min:max';
  const [minText = '', maxText = ''] = sides.map((side) => side.trim());
  if (minText === '' && maxText === '') return 'needs a min or a max';
  if ((minText !== '' && !UNSIGNED_NUMBER.test(minText)) || (maxText !== '' && !UNSIGNED_NUMBER.test(maxText))) {
    return 'bounds must be numbers from 0';
  }
  const range: NumericRange = {};
  if (minText !== '') range.min = Number(minText);
  if (maxText !== '') range.max = Number(maxText);
  if (range.min !== undefined && range.max !== undefined && range.min > range.max) return 'min cannot exceed max';
  return range;
}
