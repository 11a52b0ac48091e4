import { postTradeInValuation } from '@/runtime/server/http/trade-ins';
import { platform } from '../../../../../../lib/platform';
import type { SiteRouteProps } from '../../../../../../lib/site-api-context';

export const dynamic = 'force-dynamic';

/** POST /api/trade-ins/valuation: a trade-in's step, the valuation, {trade_in_id, token, kms, adjustmentAnswers}; stored before it is answered. */
export async function POST(request: Request, { params }: SiteRouteProps) {
  return postTradeInValuation(await platform(), request, (await params).site);
}
