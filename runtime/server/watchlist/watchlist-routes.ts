import { marketerAuth } from '../auth/shared-auth';
import { sendShopperCode, verifyShopperCode } from '../auth/shopper-sign-in';
import { requestJson } from '../http/request-body';
import { sharedSmsProvider } from '../sms/sms-from-env';
import type { SiteDocument } from '../../../schemas/site-document';
import type { Database } from '../db/types';
import type { Kysely } from 'kysely';
import { changeWatchlist, readWatchlist } from './watchlist';

/** The address rate limits count against: the first one a proxy forwarded, as better-auth reads it. */
function clientAddress(request: Request): string {
  return request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() || request.headers.get('x-real-ip') || 'unknown';
}

export async function watchlistChangeResponse(db: Kysely<Database>, document: SiteDocument, request: Request, change: 'save' | 'remove'): Promise<Response> {
  const body = await requestJson(request);
  if (!body.ok) return Response.json(body.answer.body, { status: body.answer.status });
  const answer = await changeWatchlist(db, await marketerAuth(), document, request.headers, body.value, change);
  return Response.json(answer.body, { status: answer.status });
}

export async function watchlistResponse(db: Kysely<Database>, document: SiteDocument, request: Request): Promise<Response> {
  const answer = await readWatchlist(db, await marketerAuth(), document, request.headers);
  return Response.json(answer.body, { status: answer.status, headers: { 'cache-control': 'private, no-store' } });
}

export async function sendCodeResponse(request: Request): Promise<Response> {
  const body = await requestJson(request);
  if (!body.ok) return Response.json(body.answer.body, { status: body.answer.status });
  const answer = await sendShopperCode(await marketerAuth(), sharedSmsProvider(), body.value, clientAddress(request));
  return Response.json(answer.body, { status: answer.status, headers: { 'cache-control': 'no-store' } });
}

export async function verifyCodeResponse(request: Request): Promise<Response> {
  const body = await requestJson(request);
  if (!body.ok) return Response.json(body.answer.body, { status: body.answer.status });
  const answer = await verifyShopperCode(await marketerAuth(), body.value, clientAddress(request));
  const headers = new Headers({ 'cache-control': 'no-store' });
  for (const cookie of answer.cookies) headers.append('set-cookie', cookie);
  return Response.json(answer.body, { status: answer.status, headers });
}
