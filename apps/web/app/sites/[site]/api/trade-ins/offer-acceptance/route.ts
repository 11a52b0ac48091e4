import { postTradeInOfferAcceptance } from '@/runtime/server/http/trade-ins';
import { platform } from '../../../../../../lib/platform';
import type { SiteRouteProps } from '../../../../../../lib/site-api-context';

export const dynamic = 'force-dynamic';

/** POST /api/trade-ins/offer-acceptance: a trade-in's step, the offer acceptance, {trade_in_id, token, lead_id, category, subcategory, form_completed, offer_accepted}; stored before it is answered. */
export async function POST(request: Request, { params }: SiteRouteProps) {
  return postTradeInOfferAcceptance(await platform(), request, (await params).site);
}
