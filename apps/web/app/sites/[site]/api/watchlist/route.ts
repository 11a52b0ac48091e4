import { watchlistResponse } from '@/runtime/server/watchlist/watchlist-routes';
import { siteFor } from '../../../../../lib/current-site';
import { platform } from '../../../../../lib/platform';

export const dynamic = 'force-dynamic';

/** GET /api/watchlist: the signed-in shopper's saved cars on this site (spec search §3: items by id). */
export async function GET(request: Request, { params }: { params: Promise<{ site: string }> }) {
  const found = await siteFor((await params).site);
  if (!found) return Response.json({ success: false, message: 'No dealer site answers at this address.' }, { status: 404 });
  return watchlistResponse((await platform()).db, found.site.document, request);
}
