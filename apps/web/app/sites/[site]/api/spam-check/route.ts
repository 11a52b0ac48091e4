import { getSpamCheck } from '@/runtime/server/http/spam-check';
import { platform } from '../../../../../lib/platform';
import type { SiteRouteProps } from '../../../../../lib/site-api-context';

export const dynamic = 'force-dynamic';

/** GET /api/spam-check: a proof-of-work challenge for one lead, solved on the shopper's device. */
export async function GET(request: Request, { params }: SiteRouteProps) {
  return getSpamCheck(await platform(), request, (await params).site);
}
