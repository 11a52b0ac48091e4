import { describe, expect, it, vi } from 'vitest';
import type { DataAccess, SiteScope } from '../../runtime/data-access';
import type { Car } from '../../schemas/entities/car';
import { testSiteContext } from '../kit/test-support/site-context';
import { corolla, rav4Offer, soldCx5 } from '../kit/test-support/cars';
import { loadFeaturedVehicles } from './load';
import { featuredVehiclesDefaults } from './schema';

const SCOPE: SiteScope = { dealershipIds: [101, 102], includeSoldCarsDays: 3, minImageCount: 0, inStockOnly: false };

function fakeData(stock: Car[]) {
  const cars = {
    listVisible: vi.fn(async (_scope: SiteScope, options?: { limit?: number }) => stock.slice(0, options?.limit)),
    listVisibleSlugs: vi.fn(async () => stock.map(({ slug, updated_at }) => ({ slug, updated_at }))),
    bySlug: vi.fn(async (_scope: SiteScope, slug: string) => stock.find((car) => car.slug === slug)),
    byId: vi.fn(async (_scope: SiteScope, id: number) => stock.find((car) => car.id === id)),
  };
  const data: DataAccess = {
    cars,
    search: vi.fn(async () => {
      throw new Error('The featured vehicles block does not search');
    }),
    locations: { forDealerships: vi.fn(async () => []) },
    reviews: { forDealerships: vi.fn(async () => []), ratingForDealerships: vi.fn(async () => ({ review_count: 0, average_rating: 0 })) },
    payments: { checkout: { kind: 'local' } },
  };
  return { data, cars };
}

describe('featured vehicles loader', () => {
  const site = testSiteContext();

  it('asks for the newest cars the site shows, as many as the limit', async () => {
    const { data, cars } = fakeData([rav4Offer(), corolla(), soldCx5()]);
    const loaded = await loadFeaturedVehicles({ ...featuredVehiclesDefaults, limit: 2 }, { site, data });
    expect(cars.listVisible).toHaveBeenCalledWith(SCOPE, { limit: 2 });
    expect(loaded.cars.map((car) => car.id)).toEqual([4102, 4101]);
    expect(cars.bySlug).not.toHaveBeenCalled();
  });

  it('treats an empty choice like no choice', async () => {
    const { data, cars } = fakeData([corolla()]);
    await loadFeaturedVehicles({ ...featuredVehiclesDefaults, carSlugs: [] }, { site, data });
    expect(cars.listVisible).toHaveBeenCalledOnce();
  });

  it("looks up the chosen cars within the site's scope, in the order chosen, leaving out any the site no longer shows", async () => {
    const { data, cars } = fakeData([corolla(), rav4Offer()]);
    const loaded = await loadFeaturedVehicles(
      { ...featuredVehiclesDefaults, carSlugs: ['2025-toyota-rav4-gx-hybrid-4102', 'gone-car-1', '2024-toyota-corolla-sx-4101'] },
      { site, data },
    );
    expect(cars.bySlug).toHaveBeenCalledTimes(3);
    expect(cars.bySlug).toHaveBeenCalledWith(SCOPE, 'gone-car-1');
    expect(loaded.cars.map((car) => car.slug)).toEqual(['2025-toyota-rav4-gx-hybrid-4102', '2024-toyota-corolla-sx-4101']);
    expect(cars.listVisible).not.toHaveBeenCalled();
  });

  it('fails when the data layer fails, so the renderer leaves the block out', async () => {
    const { data, cars } = fakeData([]);
    cars.listVisible.mockRejectedValueOnce(new Error('database down'));
    await expect(loadFeaturedVehicles(featuredVehiclesDefaults, { site, data })).rejects.toThrow('database down');
  });
});
