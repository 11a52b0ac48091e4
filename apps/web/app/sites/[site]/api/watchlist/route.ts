import { getWatchlist } from '@/runtime/server/watchlist/watchlist-routes';
import { shopperContext, type SiteRouteProps } from '../../../../../lib/site-api-context';

export const dynamic = 'force-dynamic';

/** GET /api/watchlist: the signed-in shopper's saved cars on this site (spec search §3: items by id). */
export async function GET(request: Request, { params }: SiteRouteProps) {
  return getWatchlist(await shopperContext(), request, (await params).site);
}
