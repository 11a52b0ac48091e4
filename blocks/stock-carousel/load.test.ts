import { describe, expect, it } from 'vitest';
import { ajv } from '../../schemas/ajv';
import { SEARCH_FILTERS, SEARCH_SORTS } from '../../schemas/api/search-words';
import { testSiteContext } from '../kit/test-support/site-context';
import { corolla, rav4Offer } from '../kit/test-support/cars';
import { fakeData, searchAnswer } from '../kit/test-support/fake-data';
import { loadStockCarousel, stockSearch } from './load';
import { stockCarouselDefaults, stockCarouselSchema } from './schema';

describe('stock carousel: which cars (spec search §7 items-by-filter: a filter and a limit)', () => {
  it('turns the filters set in the editor into a search, leaving out empty ones', () => {
    expect(stockSearch({ make: ['Toyota'], car_type: ['used'], model: [], price: { max: 20_000 }, km: {} }, 'latest')).toEqual({
      query: '',
      page: 1,
      sortBy: 'latest',
      lists: { make: ['Toyota'], car_type: ['used'] },
      ranges: { price: { max: 20_000 } },
    });
  });

  it('asks the search for the first cars of the filters in the chosen order, as many as the limit', async () => {
    const data = fakeData({ answer: searchAnswer({ hits: [rav4Offer(), corolla()], count: 57 }) });
    const site = testSiteContext();
    const loaded = await loadStockCarousel({ ...stockCarouselDefaults, filters: { make: ['Toyota'], car_type: ['used'] }, sort: 'latest', limit: 8 }, { site, data });
    expect(data.search).toHaveBeenCalledWith(
      { dealershipIds: [101, 102], includeSoldCarsDays: 3, minImageCount: 0, inStockOnly: false },
      site.document.settings,
      expect.objectContaining({ sortBy: 'latest', lists: { make: ['Toyota'], car_type: ['used'] }, ranges: {} }),
      { hitsPerPage: 8 },
    );
    expect(loaded.cars.map((car) => car.id)).toEqual([4102, 4101]);
    expect(loaded.count).toBe(57);
  });
});

describe('stock carousel props, as the marketer sets them in the editor', () => {
  const validate = ajv.compile(stockCarouselSchema);

  it("offers every search filter by the search page's own name, each with a title", () => {
    const filters = stockCarouselSchema.properties.filters.properties as Record<string, { title?: string }>;
    expect(Object.keys(filters)).toEqual([...SEARCH_FILTERS]);
    for (const filter of SEARCH_FILTERS) expect(filters[filter].title, filter).toBeTruthy();
  });

  it('offers the search sorts as a choice and car types, statuses and body types as choices', () => {
    expect(stockCarouselSchema.properties.sort.enum).toEqual(SEARCH_SORTS);
    expect(validate({ filters: { car_type: ['used'], body: ['suv', 'cabChassis'] } })).toBe(true);
    expect(validate({ filters: { body: ['spaceship'] } })).toBe(false);
    expect(validate({ filters: { car_type: ['nearly new'] } })).toBe(false);
  });

  it('refuses a filter the search does not have, a limit past 24 and a range below 0', () => {
    expect(validate({ filters: { colour_name: ['Red'] } })).toBe(false);
    expect(validate({ limit: 25 })).toBe(false);
    expect(validate({ filters: { price: { min: -1 } } })).toBe(false);
    expect(validate({ limit: 24, filters: { price: { min: 0, max: 20_000 } } })).toBe(true);
  });
});
