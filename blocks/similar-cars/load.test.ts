import { describe, expect, it } from 'vitest';
import { EMPTY_SEARCH } from '../../runtime/rules/search-query-string';
import { corolla, rav4Offer, soldCx5 } from '../kit/test-support/cars';
import { fakeData, searchAnswer } from '../kit/test-support/fake-data';
import { testSiteContext } from '../kit/test-support/site-context';
import { vehiclePageSite } from '../kit/vehicle/test-support/vehicle-page-site';
import { loadSimilarCars } from './load';
import { similarCarsDefaults } from './schema';

const corollaPriced = (id: number, price: number) => corolla({ id, slug: `2024-toyota-corolla-sx-${id}`, price });

describe('similar cars loader: same make, model and body, available, not this car, nearest price first', () => {
  it('asks the search from both sides of the car’s price, a few cars each, with its make, model and body and available statuses as fixed filters', async () => {
    const data = fakeData();
    const car = corolla();
    const site = vehiclePageSite(car);
    await loadSimilarCars({ ...similarCarsDefaults, limit: 4 }, { site, data });
    const scope = { dealershipIds: [101, 102], includeSoldCarsDays: 3, minImageCount: 0, inStockOnly: false };
    const options = {
      hitsPerPage: 5,
      fixedFilters: { lists: { make: ['Toyota'], model: ['Corolla'], body: ['hatch'], status: ['in_stock', 'coming_soon'] }, ranges: {} },
      now: site.now,
    };
    expect(data.search).toHaveBeenCalledTimes(2);
    expect(data.search).toHaveBeenCalledWith(scope, site.document.settings, { ...EMPTY_SEARCH, sortBy: 'price_asc', ranges: { price: { min: car.price } } }, options);
    expect(data.search).toHaveBeenCalledWith(scope, site.document.settings, { ...EMPTY_SEARCH, sortBy: 'price_desc', ranges: { price: { max: car.price } } }, options);
  });

  it('asks once, in the search’s own order, for a car without a shown price', async () => {
    const data = fakeData();
    await loadSimilarCars(similarCarsDefaults, { site: vehiclePageSite(corolla({ price: 0 })), data });
    expect(data.search).toHaveBeenCalledOnce();
    expect(data.search).toHaveBeenCalledWith(expect.anything(), expect.anything(), EMPTY_SEARCH, expect.objectContaining({ hitsPerPage: similarCarsDefaults.limit + 1 }));
  });

  it('orders the hits by nearness to the car’s price and keeps as many as asked, leaving the car itself out', async () => {
    const hits = [corollaPriced(1, 45_000), corolla(), corollaPriced(2, 33_990), corollaPriced(3, 36_490), corollaPriced(4, 20_000), corollaPriced(5, 35_490)];
    const data = fakeData({ answer: searchAnswer({ hits }) });
    const loaded = await loadSimilarCars({ ...similarCarsDefaults, limit: 3 }, { site: vehiclePageSite(corolla()), data });
    expect(loaded.cars.map((car) => car.id)).toEqual([5, 2, 3]);
  });

  it('leaves out any hit that is sold or of another model, should the search return one', async () => {
    const data = fakeData({ answer: searchAnswer({ hits: [soldCx5(), rav4Offer(), corolla({ id: 9, status: 'sold' }), corollaPriced(2, 30_000)] }) });
    const loaded = await loadSimilarCars(similarCarsDefaults, { site: vehiclePageSite(corolla()), data });
    expect(loaded.cars.map((car) => car.id)).toEqual([2]);
  });

  it('asks nothing off a vehicle page', async () => {
    const data = fakeData();
    expect(await loadSimilarCars(similarCarsDefaults, { site: testSiteContext(), data })).toEqual({ cars: [] });
    expect(data.search).not.toHaveBeenCalled();
  });

  it('fails when the search fails, so the renderer leaves the block out', async () => {
    const data = fakeData();
    data.search.mockRejectedValueOnce(new Error('index down'));
    await expect(loadSimilarCars(similarCarsDefaults, { site: vehiclePageSite(corolla()), data })).rejects.toThrow('index down');
  });
});
