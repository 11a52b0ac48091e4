import { sendSignInCode } from '@/runtime/server/watchlist/watchlist-routes';
import { shopperContext, type SiteRouteProps } from '../../../../../../../lib/site-api-context';

export const dynamic = 'force-dynamic';

/** POST {phone_number}: texts a sign-in code (the local provider's answer shows it). */
export async function POST(request: Request, { params }: SiteRouteProps) {
  return sendSignInCode(await shopperContext(), request, (await params).site);
}
