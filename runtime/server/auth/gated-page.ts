import type { SiteDocument } from '../../../schemas/site-document';
import { gatedSignInHref, gateOfPage } from '../../rules/gated-routes';
import { localPath } from '../../rules/local-path';
import type { ShopperSignIn } from './shopper-sign-in';
import { shopperFromSession } from './shopper';

export interface PageRequest {
  document: SiteDocument;
  /** The document's page path the address matched, e.g. `/cars/:slug/checkout`. */
  pagePath: string;
  /** `/sites/{slug}` on the platform's hosts, empty on the dealer's own. */
  basePath: string;
  /** The address asked for on this site, with its query string, e.g. `/cars/corolla-123/checkout?x=1`. */
  asked: string;
  headers: Headers;
  shopperSignIn: () => Promise<ShopperSignIn>;
}

/**
 * Spec detail §6: where the dealer gates a route, an anonymous visitor goes
 * to sign-in, and lands on the page they asked for once signed in. Answers
 * the sign-in address to send them to, or undefined when the page is open
 * to them (not gated, or they are a signed-in shopper). `back` is the page
 * they came from when it is one of this site's, else the home page.
 */
export async function gatedPageSignIn(request: PageRequest): Promise<string | undefined> {
  const route = gateOfPage(request.pagePath, request.document.settings.gatedRoutes);
  if (!route) return undefined;
  const { auth } = await request.shopperSignIn();
  if (await shopperFromSession(auth, request.headers)) return undefined;
  const home = `${request.basePath}/`;
  return gatedSignInHref(request.basePath, route, `${request.basePath}${request.asked}`, cameFrom(request.headers, request.basePath) ?? home);
}

/** The Referer as a path of this site, if it is one: same host and under the site's base path. */
function cameFrom(headers: Headers, basePath: string): string | undefined {
  const referer = headers.get('referer');
  const host = headers.get('host');
  if (!referer || !host) return undefined;
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return undefined;
  }
  if (url.host !== host) return undefined;
  const path = localPath(`${url.pathname}${url.search}`, '');
  return path && (basePath === '' || path === basePath || path.startsWith(`${basePath}/`)) ? path : undefined;
}
