import type { ShopperApiContext } from '@/runtime/server/http/shopper-handlers';
import { sharedShopperSignIn } from '@/runtime/server/watchlist/watchlist-routes';
import { platform } from './platform';

/** A dealer site's route under /sites/{site}: the segment is a slug, or a host the proxy put there. */
export interface SiteRouteProps {
  params: Promise<{ site: string }>;
}

/** What the shopper routes work with in this server process: the platform, and shoppers' sign-in on first use. */
export async function shopperContext(): Promise<ShopperApiContext> {
  return { ...(await platform()), shopperSignIn: sharedShopperSignIn };
}
