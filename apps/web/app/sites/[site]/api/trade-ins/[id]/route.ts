import { getTradeInState } from '@/runtime/server/http/trade-ins';
import { platform } from '../../../../../../lib/platform';

export const dynamic = 'force-dynamic';

/** GET /api/trade-ins/{id}, the token as `Authorization: Bearer {token}`: the trade-in and the step it takes next, so a reloaded page reopens it. */
export async function GET(request: Request, { params }: { params: Promise<{ site: string; id: string }> }) {
  const { site, id } = await params;
  return getTradeInState(await platform(), request, site, id);
}
