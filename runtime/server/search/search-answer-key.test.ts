import { describe, expect, it } from 'vitest';
import { EMPTY_SEARCH, type SearchState } from '../../rules/search-query-string';
import { type SearchAsked, searchAnswerKey } from './search-answer-key';

const SITE = { slug: 'westside-used-cars', version: 7, tenancy: '[["westside.example"],[301],"w-301"]' };
const asked = (state: Partial<SearchState> = {}, options: SearchAsked['options'] = {}): SearchAsked => ({ state: { ...EMPTY_SEARCH, ...state }, options });
const key = (search: SearchAsked, site = SITE) => searchAnswerKey(site, search);

describe('a search answer’s query key (spec search §7: "Cached per query key")', () => {
  it('is the same for the same search however it was asked: filters in any order, a range either way round, defaults written or not', () => {
    const one = key(asked({ lists: { make: ['Toyota'], body: ['SUV'] }, ranges: { price: { min: 10_000, max: 30_000 } } }));
    expect(key(asked({ ranges: { price: { max: 30_000, min: 10_000 } }, lists: { body: ['SUV'], make: ['Toyota'] } }))).toBe(one);
    // The search page's POST names hits per page and no fixed filters; the query string names neither.
    expect(
      key(asked({ lists: { body: ['SUV'], make: ['Toyota'] }, ranges: { price: { min: 10_000, max: 30_000 } } }, { hitsPerPage: 21, fixedFilters: { lists: {}, ranges: {} } })),
    ).toBe(one);
  });

  it.each<[string, SearchAsked]>([
    ['another text', asked({ query: 'hilux' })],
    ['another sort', asked({ sortBy: 'price_asc' })],
    ['another page', asked({ page: 2 })],
    ['another filter value', asked({ lists: { make: ['Mazda'] } })],
    ['another range', asked({ ranges: { km: { max: 50_000 } } })],
    ['another number of hits a page', asked({}, { hitsPerPage: 5 })],
    ['an offset', asked({}, { offset: 5 })],
    ['the page’s own fixed filters', asked({}, { fixedFilters: { lists: { car_type: ['new'] }, ranges: {} } })],
  ])('differs for %s', (_what, other) => {
    expect(key(other)).not.toBe(key(asked()));
  });

  it('differs for another site, another published version and another tenancy (an admin’s change of dealerships)', () => {
    const search = asked({ lists: { make: ['Toyota'] } });
    const keys = new Set([
      key(search),
      key(search, { ...SITE, slug: 'harbour-city-motors' }),
      key(search, { ...SITE, version: 8 }),
      key(search, { ...SITE, tenancy: '[["westside.example"],[301,302],"w-301"]' }),
    ]);
    expect(keys.size).toBe(4);
  });
});
