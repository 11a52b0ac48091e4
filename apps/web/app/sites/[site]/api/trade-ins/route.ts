import { postTradeInStart } from '@/runtime/server/http/trade-ins';
import { platform } from '../../../../../lib/platform';
import type { SiteRouteProps } from '../../../../../lib/site-api-context';

export const dynamic = 'force-dynamic';

/** POST /api/trade-ins: a trade-in's first step, the shopper's details as a lead; 201 {trade_in_id, token, lead_id} once stored. */
export async function POST(request: Request, { params }: SiteRouteProps) {
  return postTradeInStart(await platform(), request, (await params).site);
}
