import { sendCodeResponse } from '@/runtime/server/watchlist/watchlist-routes';
import { siteFor } from '../../../../../../../lib/current-site';

export const dynamic = 'force-dynamic';

/** POST {phone_number}: texts a sign-in code (the local provider's answer shows it). */
export async function POST(request: Request, { params }: { params: Promise<{ site: string }> }) {
  const found = await siteFor((await params).site);
  if (!found) return Response.json({ success: false, message: 'No dealer site answers at this address.' }, { status: 404 });
  return sendCodeResponse(found.site.document, request);
}
