import { watchlistChangeResponse } from '@/runtime/server/watchlist/watchlist-routes';
import { siteFor } from '../../../../../../lib/current-site';
import { platform } from '../../../../../../lib/platform';

export const dynamic = 'force-dynamic';

const NO_SITE = { success: false, message: 'No dealer site answers at this address.' };

/** POST /api/watchlist/remove-car {phone_number, car_id} (spec search §7). */
export async function POST(request: Request, { params }: { params: Promise<{ site: string }> }) {
  const found = await siteFor((await params).site);
  if (!found) return Response.json(NO_SITE, { status: 404 });
  return watchlistChangeResponse((await platform()).db, found.site.document, request, 'remove');
}
