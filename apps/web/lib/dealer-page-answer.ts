import { headers } from 'next/headers';
import { cache } from 'react';
import { pageBlogCategory } from '@/runtime/render/blog-category-page';
import { matchPage } from '@/runtime/render/match-page';
import { loadPageLocation } from '@/runtime/render/location-page';
import { createSiteContext } from '@/runtime/render/site-context';
import { loadPageCar } from '@/runtime/render/vehicle-page';
import { decodedPath } from '@/runtime/tenancy/site-address';
import { gatedPageSignIn } from '@/runtime/server/auth/gated-page';
import { sharedShopperSignIn } from '@/runtime/server/watchlist/watchlist-routes';
import { searchOfPage } from '@/blocks/kit/search/page-search';
import { siteFor } from './current-site';
import { platform } from './platform';

/**
 * What a dealer-site address is: a page (with, on a vehicle page or a page
 * under it, its car; on a location page, its location; on a search page, its
 * search; on a blog category page, its category), a 404, or a gated page
 * whose anonymous visitor is sent to sign in first. An address naming a
 * page, car, location, make or blog category the site does not have is a
 * 404. Found once per request: the metadata, the page and the 404 boundary
 * that Next.js renders beside every page all ask.
 */
export function dealerPageAnswer(segment: string, path: readonly string[], query: string | Record<string, string | string[] | undefined>) {
  // By strings: a cached function tells arguments apart by identity, and each asker has its own array. The query is written one way whoever asks.
  return answerOnce(segment, decodedPath(path), queryString(typeof query === 'string' ? searchParamsOf(query) : query));
}

const answerOnce = cache(async (segment: string, pathname: string | undefined, query: string) => {
  const found = await siteFor(segment);
  if (pathname === undefined || !found) return { kind: 'not-found' } as const;
  const { site, basePath } = found;
  const match = matchPage(site.document.pages, pathname);
  if (!match) return { kind: 'not-found' } as const;
  const { data } = await platform();
  const [pageCar, pageLocation] = await Promise.all([loadPageCar(site.document, match.page, match.params, data), loadPageLocation(site.document, match.page, match.params, data)]);
  const blogCategory = pageBlogCategory(site.document, match.page, match.params);
  if (pageCar.kind === 'no-such-car' || pageLocation.kind === 'no-such-location' || blogCategory.kind === 'no-such-category') return { kind: 'not-found' } as const;
  const car = pageCar.kind === 'car' ? pageCar.car : undefined;
  const location = pageLocation.kind === 'location' ? pageLocation.location : undefined;
  const context = createSiteContext({ document: site.document, basePath, page: match.page, params: match.params, searchParams: searchParamsOf(query), car, location });
  const search = await searchOfPage({ site: context, data });
  if (search && !search.addressFound) return { kind: 'not-found' } as const;
  // After the car: an address of no car is a 404 whoever asks; a real one is for signed-in shoppers where the dealer gates it.
  const signIn = await gatedPageSignIn({
    document: site.document,
    pagePath: match.page.path,
    basePath,
    asked: `${pathname}${query}`,
    headers: new Headers(await headers()),
    shopperSignIn: sharedShopperSignIn,
  });
  if (signIn) return { kind: 'sign-in', to: signIn } as const;
  const category = blogCategory.kind === 'category' ? blogCategory.category : undefined;
  return { kind: 'page', site, match, basePath, pathname, car, location, context, search, category } as const;
});

/** The query string an address was asked with, `?…` or empty. */
function queryString(searchParams: Record<string, string | string[] | undefined>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(searchParams)) for (const one of [value ?? []].flat()) query.append(name, one);
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** A query string as a page's searchParams: a name given more than once is a list. */
function searchParamsOf(query: string): Record<string, string | string[]> {
  const params = new URLSearchParams(query);
  return Object.fromEntries(
    [...new Set(params.keys())].map((name) => {
      const values = params.getAll(name);
      return [name, values.length === 1 ? values[0] : values];
    }),
  );
}
