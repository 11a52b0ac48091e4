import { postTradeInRegoLookup } from '@/runtime/server/http/trade-ins';
import { platform } from '../../../../../../lib/platform';
import type { SiteRouteProps } from '../../../../../../lib/site-api-context';

export const dynamic = 'force-dynamic';

/** POST /api/trade-ins/rego-lookup: a trade-in's step, the rego lookup, {trade_in_id, token, rego, regoState}; stored before it is answered. */
export async function POST(request: Request, { params }: SiteRouteProps) {
  return postTradeInRegoLookup(await platform(), request, (await params).site);
}
