import { changeWatchlistCar } from '@/runtime/server/watchlist/watchlist-routes';
import { shopperContext, type SiteRouteProps } from '../../../../../../lib/site-api-context';

export const dynamic = 'force-dynamic';

/** POST /api/watchlist/remove-car {phone_number, car_id} (spec search §7). */
export async function POST(request: Request, { params }: SiteRouteProps) {
  return changeWatchlistCar(await shopperContext(), request, (await params).site, 'remove');
}
