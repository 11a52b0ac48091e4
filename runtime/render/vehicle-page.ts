import type { Car } from '../../schemas/entities/car';
import type { Page, SiteDocument } from '../../schemas/site-document';
import type { DataAccess } from '../data-access';
import { pathShape } from '../site-document/document-checks';
import { siteScope } from '../site-scope';

/** A vehicle page's path, whatever its parameter is called: /cars/:slug, /cars/:id. */
export const VEHICLE_PAGE_SHAPE = '/cars/:';

/** The car slug a page's address names when the page is the vehicle page; undefined on any other page. */
export function vehicleSlugOf(page: Pick<Page, 'path'>, params: Readonly<Record<string, string>>): string | undefined {
  if (pathShape(page.path) !== VEHICLE_PAGE_SHAPE) return undefined;
  const name = page.path.split(':')[1];
  return params[name];
}

export type PageCar = { kind: 'not-a-vehicle-page' } | { kind: 'car'; car: Car } | { kind: 'no-such-car' };

/**
 * The car of a vehicle page, looked up once before any block renders: one
 * query whatever blocks the dealer put on the page. Any car of the site's
 * dealerships that the dealer shows on its website has a page, a car sold
 * long ago included (it says SOLD); any other slug is no such car, a 404.
 */
export async function loadPageCar(
  document: SiteDocument,
  page: Pick<Page, 'path'>,
  params: Readonly<Record<string, string>>,
  data: { cars: Pick<DataAccess['cars'], 'bySlug'> },
): Promise<PageCar> {
  const slug = vehicleSlugOf(page, params);
  if (slug === undefined) return { kind: 'not-a-vehicle-page' };
  const car = await data.cars.bySlug(siteScope(document), slug);
  return car ? { kind: 'car', car } : { kind: 'no-such-car' };
}
