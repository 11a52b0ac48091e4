import { verifySignInCode } from '@/runtime/server/watchlist/watchlist-routes';
import { shopperContext, type SiteRouteProps } from '../../../../../../../lib/site-api-context';

export const dynamic = 'force-dynamic';

/** POST {phone_number, code}: signs the shopper in on this site's host. */
export async function POST(request: Request, { params }: SiteRouteProps) {
  return verifySignInCode(await shopperContext(), request, (await params).site);
}
