import type { Location } from '../../schemas/entities/location';
import type { Page, SiteDocument } from '../../schemas/site-document';
import type { DataAccess } from '../data-access';
import { primaryLocation } from '../rules/location-selection';
import { pathShape } from '../site-document/document-checks';

/**
 * Spec (detail §2): the pages about one location, whatever their parameter
 * is called: its page (/locations/{slug}, where a card's View Location
 * leads) and its contact page (/contact-us/{locationSlug}).
 */
const LOCATION_PAGE_SHAPES: readonly string[] = ['/locations/:', '/contact-us/:'];

export function isLocationPage(page: Pick<Page, 'path'>): boolean {
  return LOCATION_PAGE_SHAPES.includes(pathShape(page.path));
}

/** The location slug a page's address names when the page is about one location; undefined on any other page. */
export function locationSlugOf(page: Pick<Page, 'path'>, params: Readonly<Record<string, string>>): string | undefined {
  if (!isLocationPage(page)) return undefined;
  return params[page.path.split('/')[2]!.slice(1)];
}

/**
 * The location an address names: a location's slug, or a dealership's
 * (spec detail §2: /locations/{dealership_slug}), which stands for that
 * dealership's main location.
 */
export function locationNamed(locations: readonly Location[], slug: string): Location | undefined {
  const wanted = slug.toLowerCase();
  return locations.find((location) => location.slug === wanted) ?? primaryLocation(locations.filter((location) => location.dealership_slug === wanted));
}

export type PageLocation = { kind: 'not-a-location-page' } | { kind: 'location'; location: Location } | { kind: 'no-such-location' };

/**
 * The location of a location page, looked up once before any block renders,
 * as a vehicle page's car is: any visible location of the site's
 * dealerships has a page; any other slug is no such location, a 404.
 */
export async function loadPageLocation(
  document: SiteDocument,
  page: Pick<Page, 'path'>,
  params: Readonly<Record<string, string>>,
  data: { locations: Pick<DataAccess['locations'], 'forDealerships'> },
): Promise<PageLocation> {
  const slug = locationSlugOf(page, params);
  if (slug === undefined) return { kind: 'not-a-location-page' };
  const location = locationNamed(await data.locations.forDealerships(document.dealer.dealershipIds), slug);
  return location ? { kind: 'location', location } : { kind: 'no-such-location' };
}
