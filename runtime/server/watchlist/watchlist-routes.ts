import type { Kysely } from 'kysely';
import type { SiteDocument } from '../../../schemas/site-document';
import { shopperAuth } from '../auth/shared-auth';
import { sendShopperCode, verifyShopperCode, type ShopperSignIn } from '../auth/shopper-sign-in';
import { getDatabase } from '../db/ready';
import type { Database } from '../db/types';
import { clientAddress } from '../http/client-address';
import { requestJson } from '../http/request-body';
import { sharedSmsProvider } from '../sms/sms-from-env';
import { changeWatchlist, readWatchlist, WATCHLIST_OFF } from './watchlist';

/** The process's shopper sign-in: shared database, shoppers' better-auth, SMS provider. */
export async function sharedShopperSignIn(): Promise<ShopperSignIn> {
  const [db, auth] = await Promise.all([getDatabase(), shopperAuth()]);
  return { db, auth, sms: sharedSmsProvider() };
}

/** Where the dealer offers no watchlist there is nothing to sign in to, so no code is texted either. */
function watchlistOff(document: SiteDocument): Response | null {
  return document.settings.watchlist.enabled ? null : Response.json({ success: false, message: WATCHLIST_OFF }, { status: 404 });
}

export async function watchlistChangeResponse(db: Kysely<Database>, document: SiteDocument, request: Request, change: 'save' | 'remove'): Promise<Response> {
  const body = await requestJson(request);
  if (!body.ok) return Response.json(body.answer.body, { status: body.answer.status });
  const answer = await changeWatchlist(db, await shopperAuth(), document, request.headers, body.value, change);
  return Response.json(answer.body, { status: answer.status });
}

export async function watchlistResponse(db: Kysely<Database>, document: SiteDocument, request: Request): Promise<Response> {
  const answer = await readWatchlist(db, await shopperAuth(), document, request.headers);
  return Response.json(answer.body, { status: answer.status, headers: { 'cache-control': 'private, no-store' } });
}

export async function sendCodeResponse(document: SiteDocument, request: Request, signIn?: ShopperSignIn): Promise<Response> {
  const off = watchlistOff(document);
  if (off) return off;
  const body = await requestJson(request);
  if (!body.ok) return Response.json(body.answer.body, { status: body.answer.status });
  const answer = await sendShopperCode(signIn ?? (await sharedShopperSignIn()), body.value, clientAddress(request));
  return Response.json(answer.body, { status: answer.status, headers: { 'cache-control': 'no-store' } });
}

export async function verifyCodeResponse(document: SiteDocument, request: Request, signIn?: ShopperSignIn): Promise<Response> {
  const off = watchlistOff(document);
  if (off) return off;
  const body = await requestJson(request);
  if (!body.ok) return Response.json(body.answer.body, { status: body.answer.status });
  const answer = await verifyShopperCode(signIn ?? (await sharedShopperSignIn()), body.value, clientAddress(request));
  const headers = new Headers({ 'cache-control': 'no-store' });
  for (const cookie of answer.cookies) headers.append('set-cookie', cookie);
  return Response.json(answer.body, { status: answer.status, headers });
}
