import { describe, expect, it } from 'vitest';
import {
  changeSearch,
  EMPTY_SEARCH,
  goToPage,
  HITS_PER_PAGE,
  normaliseSearchValue,
  pageOffset,
  parseSearchQueryString,
  SEARCH_FILTERS,
  searchToQueryString,
  type SearchState,
} from './search-query-string';

const search = (fields: Partial<SearchState> = {}): SearchState => ({ ...EMPTY_SEARCH, ...fields });
const parse = (input: string) => parseSearchQueryString(input);

describe('spec search §2: query, page, sortBy and one parameter per filter', () => {
  it('lists the spec filters, in the spec order', () => {
    expect(SEARCH_FILTERS).toEqual([
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
    ]);
  });

  it('writes nothing for the empty search', () => {
    expect(searchToQueryString(EMPTY_SEARCH)).toBe('');
    expect(parse('')).toEqual({ state: EMPTY_SEARCH, errors: [] });
  });

  it('writes query, sortBy, filters and page in a fixed order', () => {
    const state = search({
      query: 'hilux sr5',
      sortBy: 'price_asc',
      page: 3,
      lists: { make: ['Toyota', 'Mazda'], car_type: ['used'] },
      ranges: { price: { min: 5000, max: 20_000 } },
    });
    expect(searchToQueryString(state)).toBe('query=hilux%20sr5&sortBy=price_asc&car_type=used&make=Toyota&make=Mazda&price=5000:20000&page=3');
  });

  it('reads back what it writes', () => {
    const state = search({
      query: 'ute',
      sortBy: 'latest',
      page: 2,
      lists: { filtered_features: ['Apple CarPlay, Android Auto'], body: ['suv'] },
      ranges: { km: { max: 50_000 }, year: { min: 2018 } },
    });
    expect(parse(searchToQueryString(state))).toEqual({ state, errors: [] });
  });

  it('accepts a leading "?" and + for spaces', () => {
    expect(parse('?query=land+cruiser').state.query).toBe('land cruiser');
  });

  it('does not write page 1 or the default sort', () => {
    expect(searchToQueryString(search({ page: 1, sortBy: 'relevant' }))).toBe('');
  });
});

describe('list filters repeat their parameter (chosen over comma-joining: labels contain commas)', () => {
  it('reads repeated parameters as one list, keeping order and dropping repeats and blanks', () => {
    expect(parse('make=Toyota&make=Mazda&make=Toyota&make=').state.lists).toEqual({ make: ['Toyota', 'Mazda'] });
  });

  it('keeps a comma inside a value', () => {
    expect(parse('filtered_features=Apple%20CarPlay%2C%20Android%20Auto').state.lists).toEqual({
      filtered_features: ['Apple CarPlay, Android Auto'],
    });
  });
});

describe('spec search §2: a range filter is written min:max, either side open', () => {
  it('reads both sides, an open max and an open min', () => {
    expect(parse('price=5000:20000').state.ranges).toEqual({ price: { min: 5000, max: 20_000 } });
    expect(parse('price=5000:').state.ranges).toEqual({ price: { min: 5000 } });
    expect(parse('price=:20000').state.ranges).toEqual({ price: { max: 20_000 } });
  });

  it('writes an open side empty', () => {
    expect(searchToQueryString(search({ ranges: { price: { min: 5000 } } }))).toBe('price=5000:');
    expect(searchToQueryString(search({ ranges: { price: { max: 20_000 } } }))).toBe('price=:20000');
    expect(searchToQueryString(search({ ranges: { price: {} } }))).toBe('');
  });

  it('accepts min equal to max, and 0 as a bound', () => {
    expect(parse('year=2020:2020').state.ranges).toEqual({ year: { min: 2020, max: 2020 } });
    expect(parse('km=0:0').state.ranges).toEqual({ km: { min: 0, max: 0 } });
  });

  it.each([
    ['price=20000:5000', 'min cannot exceed max'],
    ['price=5000', 'must be written min:max'],
    ['price=1:2:3', 'must be written min:max'],
    ['price=:', 'needs a min or a max'],
    ['price=-5:10', 'bounds must be numbers from 0'],
    ['price=cheap:', 'bounds must be numbers from 0'],
    ['price=1:2&price=3:4', 'may be given only once'],
  ])('rejects %s, naming the field', (input, message) => {
    const { state, errors } = parse(input);
    expect(errors).toEqual([{ field: 'price', message: expect.stringContaining(message) }]);
    expect(state.ranges).toEqual({});
  });
});

describe('spec detail §5: price range and search values are normalised to strip $ and commas', () => {
  it('strips $ and thousands commas from range bounds', () => {
    expect(parse('price=%245%2C000:%2420%2C000').state.ranges).toEqual({ price: { min: 5000, max: 20_000 } });
  });

  it('strips them from price range options and the text query', () => {
    expect(parse('price_range=Under%20%2410%2C000&weekly_price_range=%24100-%24200').state.lists).toEqual({
      price_range: ['Under 10000'],
      weekly_price_range: ['100-200'],
    });
    expect(parse('query=hilux%20under%20%2430%2C000').state.query).toBe('hilux under 30000');
  });

  it('keeps a comma between words, which is not money formatting', () => {
    expect(normaliseSearchValue('toyota, hilux')).toBe('toyota, hilux');
    expect(normaliseSearchValue(' $1,250,000 ')).toBe('1250000');
  });
});

describe('page and sortBy are checked, naming the field (for a 400 answer)', () => {
  it('reads page 1 and page 2', () => {
    expect(parse('page=1')).toEqual({ state: EMPTY_SEARCH, errors: [] });
    expect(parse('page=2').state.page).toBe(2);
  });

  it.each(['0', '-1', '1.5', 'two', ''])('rejects page=%s', (page) => {
    const { state, errors } = parse(`page=${page}`);
    expect(errors).toEqual([{ field: 'page', message: expect.any(String) }]);
    expect(state.page).toBe(1);
  });

  it('accepts the spec sort options and rejects others', () => {
    expect(parse('sortBy=price_desc').state.sortBy).toBe('price_desc');
    expect(parse('sortBy=kms').errors).toEqual([{ field: 'sortBy', message: expect.any(String) }]);
  });

  it('rejects an unknown filter by name and still reads the rest', () => {
    expect(parse('make=Toyota&colour=Red&wheels=alloy&utm_source=mail')).toEqual({
      state: search({ lists: { colour: ['Red'], make: ['Toyota'] } }),
      errors: [
        { field: 'wheels', message: 'wheels is not a search filter' },
        { field: 'utm_source', message: 'utm_source is not a search filter' },
      ],
    });
  });
});

describe('spec search §2/§5: any search change resets page', () => {
  const onPage3 = search({ page: 3, query: 'ute', lists: { make: ['Toyota'] }, ranges: { km: { max: 80_000 } } });

  it('goes back to page 1 on a query, sort, list or range change', () => {
    expect(changeSearch(onPage3, { query: 'hilux' })).toMatchObject({ page: 1, query: 'hilux' });
    expect(changeSearch(onPage3, { sortBy: 'latest' })).toMatchObject({ page: 1, sortBy: 'latest' });
    expect(changeSearch(onPage3, { lists: { colour: ['White'] } })).toMatchObject({ page: 1, lists: { make: ['Toyota'], colour: ['White'] } });
    expect(changeSearch(onPage3, { ranges: { price: { min: 5000 } } })).toMatchObject({ page: 1, ranges: { km: { max: 80_000 }, price: { min: 5000 } } });
  });

  it('clears a filter set to an empty list or a fully open range, and drops page from the string', () => {
    const cleared = changeSearch(onPage3, { lists: { make: [] }, ranges: { km: {} } });
    expect(cleared).toEqual(search({ query: 'ute' }));
    expect(searchToQueryString(cleared)).toBe('query=ute');
  });

  it('keeps the search when only the page changes', () => {
    expect(goToPage(onPage3, 4)).toEqual({ ...onPage3, page: 4 });
  });
});

describe('spec detail §9: hits per page 21', () => {
  it('skips 21 hits a page', () => {
    expect(HITS_PER_PAGE).toBe(21);
    expect(pageOffset(1)).toBe(0);
    expect(pageOffset(2)).toBe(21);
  });
});
