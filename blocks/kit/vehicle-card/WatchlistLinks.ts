import type { SiteContext } from '../../../runtime/block-types';
import { SIGN_IN_PATH, WATCHLIST_PATH } from '../../../runtime/rules/watchlist';
import type { WatchlistUrls } from './WatchlistState';

/** The site's watchlist API routes and pages, built with site.href so they work on the dealer's host and under /sites/{slug}. */
export function watchlistLinks(site: Pick<SiteContext, 'href'>): { urls: WatchlistUrls; signInHref: string; listHref: string } {
  return {
    urls: { list: site.href('/api/watchlist'), save: site.href('/api/watchlist/save-car'), remove: site.href('/api/watchlist/remove-car') },
    signInHref: site.href(SIGN_IN_PATH),
    listHref: site.href(WATCHLIST_PATH),
  };
}

/** POST {} signs the shopper out of this site (the header and the watchlist page offer it). */
export const SIGN_OUT_API_PATH = '/api/watchlist/sign-out';
