import { describe, expect, it } from 'vitest';
import { SIMILAR_PRICE_BAND_PERCENT, similarPriceBand, similarSearchPath, type SimilarSearchFields } from './similar-search';
import { parseSearchQueryString } from './search-query-string';
import { pathFilters } from './search-route';

const corolla = (fields: Partial<SimilarSearchFields> = {}): SimilarSearchFields => ({ make: 'Toyota', model: 'Corolla', simple_body: 'hatch', price: 50_000, ...fields });

/** Reads a similar-search link back the way the search page does. */
function readBack(link: string) {
  const [path = '', query = ''] = link.split('?');
  const [, , make, model] = path.split('/');
  const fromPath =
    make && model ? pathFilters({ make, model }, { makes: ['Toyota', 'Mazda', 'Land Rover'], models: ['Corolla', 'CX-5', 'Range Rover Sport'] }).refinements.lists : {};
  return { path, lists: { ...fromPath, ...parseSearchQueryString(query).state.lists }, ranges: parseSearchQueryString(query).state.ranges };
}

describe('spec detail §2/§4: a SOLD notice offers to find a similar vehicle — same make, model and body, price 20% either side', () => {
  it('bands 20% either side of the price', () => {
    expect(SIMILAR_PRICE_BAND_PERCENT).toBe(20);
    expect(similarPriceBand(50_000)).toEqual({ min: 40_000, max: 60_000 });
  });

  it('widens the band outwards to whole thousands (search §5 slider snap), so the car’s own price stays inside', () => {
    expect(similarPriceBand(34_990)).toEqual({ min: 27_000, max: 42_000 });
    expect(similarPriceBand(40_001)).toEqual({ min: 32_000, max: 49_000 });
    expect(similarPriceBand(11)).toEqual({ min: 0, max: 1000 });
  });

  it('gives no band to a car whose price is not shown: 10 has none, 11 has one (price display, detail §4)', () => {
    expect(similarPriceBand(10)).toBeUndefined();
    expect(similarPriceBand(0)).toBeUndefined();
    expect(similarPriceBand(11)).toBeDefined();
  });

  it('writes the make and model as the search page’s path segments, body and price band in the query string', () => {
    expect(similarSearchPath(corolla())).toBe('/search/toyota/corolla?price=40000:60000&body=hatch');
  });

  it('reads back, through the search route and query-string rules, as the same make, model, body and band', () => {
    expect(readBack(similarSearchPath(corolla({ make: 'Mazda', model: 'CX-5', simple_body: 'suv', price: 31_500 })))).toEqual({
      path: '/search/mazda/cx-5',
      lists: { make: ['Mazda'], model: ['CX-5'], body: ['suv'] },
      ranges: { price: { min: 25_000, max: 38_000 } },
    });
    expect(readBack(similarSearchPath(corolla({ make: 'Land Rover', model: 'Range Rover Sport', simple_body: 'suv', price: 0 })))).toEqual({
      path: '/search/land-rover/range-rover-sport',
      lists: { make: ['Land Rover'], model: ['Range Rover Sport'], body: ['suv'] },
      ranges: {},
    });
  });

  it('puts a make or model without a slug in the query string instead', () => {
    expect(readBack(similarSearchPath(corolla({ model: '+', price: 0 })))).toEqual({
      path: '/search',
      lists: { make: ['Toyota'], model: ['+'], body: ['hatch'] },
      ranges: {},
    });
  });

  it('a saved car no longer listed, known by its make and model alone, opens the search for that make and model', () => {
    expect(similarSearchPath({ make: 'Toyota', model: 'Corolla' })).toBe('/search/toyota/corolla');
  });
});
