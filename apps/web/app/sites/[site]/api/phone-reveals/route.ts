import { clientAddress } from '@/runtime/server/http/client-address';
import { handlePhoneReveal } from '@/runtime/server/http/phone-reveals';
import { requestJson } from '@/runtime/server/http/request-body';
import { siteFor } from '../../../../../lib/current-site';
import { platform } from '../../../../../lib/platform';

export const dynamic = 'force-dynamic';

/** POST /api/phone-reveals {car_id, dealership_id, website_id}: records that a shopper revealed the number, once per address and car per half hour. */
export async function POST(request: Request, { params }: { params: Promise<{ site: string }> }) {
  const found = await siteFor((await params).site);
  if (!found) return Response.json({ error: 'No dealer site answers at this address.', fields: [] }, { status: 404 });
  const body = await requestJson(request);
  if (!body.ok) return Response.json(body.answer.body, { status: body.answer.status });
  const answer = await handlePhoneReveal((await platform()).db, found.site.document, body.value, clientAddress(request));
  const headers = answer.retryAfterSeconds ? { 'retry-after': String(answer.retryAfterSeconds) } : undefined;
  return Response.json(answer.body, { status: answer.status, headers });
}
