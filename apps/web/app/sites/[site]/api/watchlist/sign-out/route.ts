import { signOutOfWatchlist } from '@/runtime/server/watchlist/watchlist-routes';
import { shopperContext, type SiteRouteProps } from '../../../../../../lib/site-api-context';

export const dynamic = 'force-dynamic';

/** POST /api/watchlist/sign-out {}: the shopper signs out of this site. */
export async function POST(request: Request, { params }: SiteRouteProps) {
  return signOutOfWatchlist(await shopperContext(), request, (await params).site);
}
