import { verifyCodeResponse } from '@/runtime/server/watchlist/watchlist-routes';
import { siteFor } from '../../../../../../../lib/current-site';

export const dynamic = 'force-dynamic';

/** POST {phone_number, code}: signs the shopper in on this site's host. */
export async function POST(request: Request, { params }: { params: Promise<{ site: string }> }) {
  if (!(await siteFor((await params).site))) return Response.json({ success: false, message: 'No dealer site answers at this address.' }, { status: 404 });
  return verifyCodeResponse(request);
}
