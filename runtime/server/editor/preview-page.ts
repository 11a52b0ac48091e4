import type { Kysely } from 'kysely';
import type { Car } from '../../../schemas/entities/car';
import type { Location } from '../../../schemas/entities/location';
import type { Page, SiteDocument } from '../../../schemas/site-document';
import type { DataAccess } from '../../data-access';
import type { BlockRegistry } from '../../registry';
import { pageBlogCategory } from '../../render/blog-category-page';
import { loadPageLocation } from '../../render/location-page';
import { matchPage } from '../../render/match-page';
import { loadPageCar } from '../../render/vehicle-page';
import { resolveDocument } from '../../site-document/resolve';
import type { Database } from '../db/types';
import { withPlatformTenancy } from '../../tenancy/document-tenancy';
import { createBrandTemplatesRepository } from '../repositories/brand-templates';
import { createPlatformSitesRepository } from '../repositories/platform-sites';
import { createPreviewLinks } from './preview-links';

/** One page of a previewed draft, with what its address names (a car, a location). */
export interface PreviewedPage {
  document: SiteDocument;
  page: Page;
  params: Record<string, string>;
  car?: Car;
  location?: Location;
  /** When the link stops working, for the banner. */
  expiresAt: string;
}

/** The draft a preview token opens, resolved as a published site is: its template merged, the platform's tenancy laid over it. */
export interface PreviewedSite {
  slug: string;
  document: SiteDocument;
  /** When the link stops working, for the banner. */
  expiresAt: string;
}

/**
 * The draft a preview token opens at `now`; undefined (a 404) when the token
 * opens nothing (expired, stopped, unknown) or the platform no longer has
 * the dealer. The platform's table says whose stock and domains the draft
 * shows, as it does for a published site: a dealership the admin moved away
 * since the link was made is not shown through it. Opened on a dealer's own
 * host (`hostSiteKey`, as the proxy names it), a link opens that dealer's
 * drafts only: another dealer's draft never shows under its address.
 */
export async function previewedSite(db: Kysely<Database>, registry: BlockRegistry, token: string, now: Date, hostSiteKey?: string | null): Promise<PreviewedSite | undefined> {
  const previewed = await createPreviewLinks(db).open(token, now);
  if (!previewed) return undefined;
  const tenancy = await createPlatformSitesRepository(db).get(previewed.slug);
  if (!tenancy) return undefined;
  if (hostSiteKey && hostSiteKey !== tenancy.slug && !tenancy.domains.includes(hostSiteKey)) return undefined;
  const { document } = await resolveDocument(withPlatformTenancy(previewed.document, tenancy), createBrandTemplatesRepository(db).document, registry);
  return { slug: previewed.slug, document: withPlatformTenancy(document, tenancy), expiresAt: previewed.expiresAt };
}

/**
 * The page at `pathname` of the draft a preview token opens at `now`, found
 * as a dealer site finds its pages; undefined, to be answered 404, when the
 * token opens nothing or the draft has no such page, car, location or blog
 * category. (A search address naming a make the dealer does not have shows
 * an empty search here, not the site's 404.)
 */
export async function previewedPage(
  db: Kysely<Database>,
  registry: BlockRegistry,
  data: Pick<DataAccess, 'cars' | 'locations'>,
  token: string,
  pathname: string,
  now: Date,
  hostSiteKey?: string | null,
): Promise<PreviewedPage | undefined> {
  const previewed = await previewedSite(db, registry, token, now, hostSiteKey);
  if (!previewed) return undefined;
  const { document } = previewed;
  const match = matchPage(document.pages, pathname);
  if (!match) return undefined;
  const [pageCar, pageLocation] = await Promise.all([loadPageCar(document, match.page, match.params, data), loadPageLocation(document, match.page, match.params, data)]);
  if (pageCar.kind === 'no-such-car' || pageLocation.kind === 'no-such-location') return undefined;
  if (pageBlogCategory(document, match.page, match.params).kind === 'no-such-category') return undefined;
  return {
    document,
    page: match.page,
    params: match.params,
    car: pageCar.kind === 'car' ? pageCar.car : undefined,
    location: pageLocation.kind === 'location' ? pageLocation.location : undefined,
    expiresAt: previewed.expiresAt,
  };
}
