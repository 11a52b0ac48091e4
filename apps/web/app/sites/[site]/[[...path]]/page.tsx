import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound, redirect } from 'next/navigation';
import { cache } from 'react';
import { blogCategoryPageTitle, pageBlogCategory } from '@/runtime/render/blog-category-page';
import { matchPage } from '@/runtime/render/match-page';
import { jsonLdScriptText } from '@/runtime/render/json-ld';
import { loadPageLocation } from '@/runtime/render/location-page';
import { locationPageMetadata, pageMetadata } from '@/runtime/render/page-metadata';
import { searchPageMetadata } from '@/runtime/render/search-seo';
import { createSiteContext } from '@/runtime/render/site-context';
import { isVehiclePage, loadPageCar } from '@/runtime/render/vehicle-page';
import { vehicleJsonLd, vehiclePageMetadata } from '@/runtime/render/vehicle-seo';
import { decodedPath } from '@/runtime/tenancy/site-address';
import { gatedPageSignIn } from '@/runtime/server/auth/gated-page';
import { sharedShopperSignIn } from '@/runtime/server/watchlist/watchlist-routes';
import { searchOfPage } from '@/blocks/kit/search/page-search';
import { requireSite } from '../../../../lib/current-site';
import { platform } from '../../../../lib/platform';
import { SitePage } from '../../../../lib/SitePage';

interface Props {
  params: Promise<{ site: string; path?: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/**
 * The page and, on a vehicle page or a page under it (its checkout), its car;
 * on a location page, its location; on a search page, its search; on a blog
 * category page, its category: found once per request for the metadata and
 * the page (the blocks load the search through the same context, so it runs
 * once). An address naming a car, a location, a make or a blog category the
 * site does not have is a 404. An anonymous visitor of a gated page is sent
 * to sign in first.
 */
const resolve = cache(async (segment: string, path: string, query: string) => {
  const { site, basePath } = await requireSite(segment);
  const match = matchPage(site.document.pages, path);
  if (!match) notFound();
  const { data } = await platform();
  const [pageCar, pageLocation] = await Promise.all([loadPageCar(site.document, match.page, match.params, data), loadPageLocation(site.document, match.page, match.params, data)]);
  const blogCategory = pageBlogCategory(site.document, match.page, match.params);
  if (pageCar.kind === 'no-such-car' || pageLocation.kind === 'no-such-location' || blogCategory.kind === 'no-such-category') notFound();
  const car = pageCar.kind === 'car' ? pageCar.car : undefined;
  const location = pageLocation.kind === 'location' ? pageLocation.location : undefined;
  const context = createSiteContext({ document: site.document, basePath, page: match.page, params: match.params, searchParams: searchParamsOf(query), car, location });
  const search = await searchOfPage({ site: context, data });
  if (search && !search.addressFound) notFound();
  // After the car: an address of no car is a 404 whoever asks; a real one is for signed-in shoppers where the dealer gates it.
  const signIn = await gatedPageSignIn({
    document: site.document,
    pagePath: match.page.path,
    basePath,
    asked: `${path}${query}`,
    headers: new Headers(await headers()),
    shopperSignIn: sharedShopperSignIn,
  });
  if (signIn) redirect(signIn);
  return { site, match, basePath, car, location, context, search, category: blogCategory.kind === 'category' ? blogCategory.category : undefined };
});

async function resolveProps(props: Props) {
  const { site: segment, path = [] } = await props.params;
  const pathname = decodedPath(path);
  if (pathname === undefined) notFound();
  return { pathname, ...(await resolve(segment, pathname, queryString(await props.searchParams))) };
}

/** The query string the address was asked with, `?…` or empty. */
function queryString(searchParams: Record<string, string | string[] | undefined>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(searchParams)) for (const one of [value ?? []].flat()) query.append(name, one);
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** The query string as a page's searchParams: a name given more than once is a list. */
function searchParamsOf(query: string): Record<string, string | string[]> {
  const params = new URLSearchParams(query);
  return Object.fromEntries(
    [...new Set(params.keys())].map((name) => {
      const values = params.getAll(name);
      return [name, values.length === 1 ? values[0] : values];
    }),
  );
}

/** Where this request reached the site, for the absolute addresses of a page without a domain of its own (Open Graph, JSON-LD). */
async function siteAddress(basePath: string): Promise<string> {
  const asked = await headers();
  const protocol = asked.get('x-forwarded-proto') === 'https' ? 'https' : 'http';
  return `${protocol}://${asked.get('host') ?? 'localhost'}${basePath}`;
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { site, match, basePath, pathname, car, location, search, category } = await resolveProps(props);
  if (car && isVehiclePage(match.page))
    return vehiclePageMetadata(site.document, match.page, pathname, basePath, { car, now: new Date(), siteAddress: await siteAddress(basePath) });
  if (location) return locationPageMetadata(site.document, match.page, pathname, basePath, location);
  if (search) return searchPageMetadata(site.document, match.page, pathname, basePath, search);
  if (category) return pageMetadata(site.document, { ...match.page, title: blogCategoryPageTitle(match.page, category) }, pathname, basePath);
  return pageMetadata(site.document, match.page, pathname, basePath);
}

export default async function DealerPage(props: Props) {
  const { site, match, basePath, car, context } = await resolveProps(props);
  return (
    <>
      {car && isVehiclePage(match.page) ? (
        <script
          type="application/ld+json"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD must be raw JSON; jsonLdScriptText escapes <, > and & so nothing in a car's text can end the element.
          dangerouslySetInnerHTML={{ __html: jsonLdScriptText(vehicleJsonLd(car, site.document, await siteAddress(basePath))) }}
        />
      ) : null}
      <SitePage document={site.document} page={match.page} basePath={basePath} site={context} />
    </>
  );
}
