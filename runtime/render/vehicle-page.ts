import type { Car } from '../../schemas/entities/car';
import type { Page, SiteDocument } from '../../schemas/site-document';
import type { DataAccess } from '../data-access';
import { pathShape } from '../site-document/document-checks';
import { siteScope } from '../site-scope';

/** A vehicle page's path, whatever its parameter is called: /cars/:slug, /cars/:id. */
export const VEHICLE_PAGE_SHAPE = '/cars/:';

/** A page about one car past its vehicle page, such as its checkout: /cars/:slug/checkout, /cars/:slug/buy-online. */
const CAR_PAGE_SHAPE = /^\/cars\/:(?:\/[^/:]+)+$/;

/** Whether the page is the vehicle page itself (not a page under it): the one with the car's JSON-LD, and whose openings count as views. */
export function isVehiclePage(page: Pick<Page, 'path'>): boolean {
  return pathShape(page.path) === VEHICLE_PAGE_SHAPE;
}

/** The car slug a page's address names when the page is the vehicle page; undefined on any other page. */
export function vehicleSlugOf(page: Pick<Page, 'path'>, params: Readonly<Record<string, string>>): string | undefined {
  return isVehiclePage(page) ? carSlugOf(page, params) : undefined;
}

/** The car slug a page's address names when the page is about one car: the vehicle page, or a page under it such as /cars/:slug/checkout. */
export function carSlugOf(page: Pick<Page, 'path'>, params: Readonly<Record<string, string>>): string | undefined {
  const shape = pathShape(page.path);
  if (shape !== VEHICLE_PAGE_SHAPE && !CAR_PAGE_SHAPE.test(shape)) return undefined;
  const name = page.path.split('/')[2]!.slice(1);
  return params[name];
}

export type PageCar = { kind: 'not-a-vehicle-page' } | { kind: 'car'; car: Car } | { kind: 'no-such-car' };

/**
 * The car of a vehicle page (or of a page under it, such as the checkout),
 * looked up once before any block renders: one query whatever blocks the
 * dealer put on the page. Any car of the site's dealerships that the dealer
 * shows on its website has a page, a car sold long ago included (it says
 * SOLD); any other slug is no such car, a 404.
 */
export async function loadPageCar(
  document: SiteDocument,
  page: Pick<Page, 'path'>,
  params: Readonly<Record<string, string>>,
  data: { cars: Pick<DataAccess['cars'], 'bySlug'> },
): Promise<PageCar> {
  const slug = carSlugOf(page, params);
  if (slug === undefined) return { kind: 'not-a-vehicle-page' };
  const car = await data.cars.bySlug(siteScope(document), slug);
  return car ? { kind: 'car', car } : { kind: 'no-such-car' };
}
