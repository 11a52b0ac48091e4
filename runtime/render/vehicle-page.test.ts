import { describe, expect, it, vi } from 'vitest';
import type { Car } from '../../schemas/entities/car';
import { fixtureRegistry, validFixtureDocument } from '../site-document/test-support/fixture-registry';
import { validSite } from '../site-document/test-support/valid-site';
import { carSlugOf, isVehiclePage, loadPageCar, vehicleSlugOf } from './vehicle-page';

const car = { id: 7, slug: '2022-toyota-hilux-sr-7' } as Car;

describe('the vehicle page and its car', () => {
  it('knows the vehicle page by its path, whatever its parameter is called', () => {
    expect(vehicleSlugOf({ path: '/cars/:slug' }, { slug: 'a-car' })).toBe('a-car');
    expect(vehicleSlugOf({ path: '/cars/:id' }, { id: 'a-car' })).toBe('a-car');
    expect(vehicleSlugOf({ path: '/search/:make' }, { make: 'toyota' })).toBeUndefined();
    expect(vehicleSlugOf({ path: '/cars/trade-in' }, {})).toBeUndefined();
    expect(vehicleSlugOf({ path: '/cars/:slug/checkout' }, { slug: 'a-car' })).toBeUndefined();
  });

  it('knows the pages about one car past its vehicle page: its checkout or buy-online page', () => {
    expect(carSlugOf({ path: '/cars/:slug/checkout' }, { slug: 'a-car' })).toBe('a-car');
    expect(carSlugOf({ path: '/cars/:id/buy-online' }, { id: 'a-car' })).toBe('a-car');
    expect(carSlugOf({ path: '/cars/:slug' }, { slug: 'a-car' })).toBe('a-car');
    expect(carSlugOf({ path: '/cars/trade-in' }, {})).toBeUndefined();
    expect(carSlugOf({ path: '/cars/:slug/:other' }, { slug: 'a-car', other: 'x' })).toBeUndefined();
    expect(carSlugOf({ path: '/search/:make/checkout' }, { make: 'toyota' })).toBeUndefined();
    expect(isVehiclePage({ path: '/cars/:slug' })).toBe(true);
    expect(isVehiclePage({ path: '/cars/:slug/checkout' })).toBe(false);
  });

  it("loads the car once, from the site's own stock; an unknown slug is no such car; other pages ask nothing", async () => {
    const document = validSite(validFixtureDocument(), fixtureRegistry);
    const bySlug = vi.fn(async (_scope: unknown, slug: string) => (slug === car.slug ? car : undefined));
    const data = { cars: { bySlug, listVisible: vi.fn(), listVisibleSlugs: vi.fn() } };
    expect(await loadPageCar(document, { path: '/cars/:slug' }, { slug: car.slug }, data)).toEqual({ kind: 'car', car });
    expect(bySlug).toHaveBeenCalledWith(expect.objectContaining({ dealershipIds: document.dealer.dealershipIds }), car.slug);
    expect(await loadPageCar(document, { path: '/cars/:slug' }, { slug: 'gone' }, data)).toEqual({ kind: 'no-such-car' });
    expect(await loadPageCar(document, { path: '/cars/:slug/checkout' }, { slug: car.slug }, data)).toEqual({ kind: 'car', car });
    expect(await loadPageCar(document, { path: '/cars/:slug/buy-online' }, { slug: 'gone' }, data)).toEqual({ kind: 'no-such-car' });
    bySlug.mockClear();
    expect(await loadPageCar(document, { path: '/' }, {}, data)).toEqual({ kind: 'not-a-vehicle-page' });
    expect(bySlug).not.toHaveBeenCalled();
  });
});
