import {
  sendCodeRequestSchema,
  signOutRequestSchema,
  verifyCodeRequestSchema,
  watchlistCarRequestSchema,
  type SendCodeRequest,
  type SignOutRequest,
  type VerifyCodeRequest,
  type WatchlistCarRequest,
} from '../../../schemas/api/watchlist';
import { withAustralianMobile } from '../../rules/australian-mobile';
import { shopperAuth } from '../auth/shared-auth';
import { sendShopperCode, signOutShopper, verifyShopperCode, type ShopperSignIn } from '../auth/shopper-sign-in';
import { getDatabase } from '../db/ready';
import { clientAddress } from '../http/client-address';
import { jsonResponse } from '../http/json-answer';
import { readRequestBody } from '../http/request-body';
import type { BodyRead } from '../http/request-body-check';
import { forShopper, forShopperApi, type ShopperApiContext } from '../http/shopper-handlers';
import { sharedSmsProvider } from '../sms/sms-from-env';
import { changeWatchlist, readWatchlist } from './watchlist';

/** The process's shopper sign-in: shared database, shoppers' better-auth, SMS provider. */
export async function sharedShopperSignIn(): Promise<ShopperSignIn> {
  const [db, auth] = await Promise.all([getDatabase(), shopperAuth()]);
  return { db, auth, sms: sharedSmsProvider() };
}

/**
 * A shopper route's body check: the phone number as the shopper wrote it
 * (0412 345 678, +61 412 345 678, …) is read as the one form the schema
 * holds it in, by the same rule the sign-in form uses, before the schema
 * checks the body.
 */
function withMobileRead<Body>(schema: object): (json: unknown) => BodyRead<Body> {
  return (json) => readRequestBody<Body>(schema, withAustralianMobile(json, 'phone_number'));
}

/** GET /api/watchlist: the signed-in shopper's saved cars on this site (spec search §3: items by id); none when signed out; 404 where the dealer offers no watchlist. */
export function getWatchlist(context: ShopperApiContext, request: Request, segment: string): Promise<Response> {
  return forShopperApi(context, request, segment, { onlyWhereWatchlistOffered: true }, async ({ site, currentShopper }) => {
    const answer = await readWatchlist(context.db, site.document, await currentShopper());
    return jsonResponse({ ...answer, headers: { 'cache-control': 'private, no-store' } });
  });
}

/** POST /api/watchlist/save-car and /remove-car {phone_number, car_id} (spec search §7). */
export function changeWatchlistCar(context: ShopperApiContext, request: Request, segment: string, change: 'save' | 'remove'): Promise<Response> {
  const route = { onlyWhereWatchlistOffered: true, body: withMobileRead<WatchlistCarRequest>(watchlistCarRequestSchema) };
  return forShopper<WatchlistCarRequest>(context, request, segment, route, async ({ site, shopper, body }) =>
    jsonResponse(await changeWatchlist(context.db, site.document, shopper, body, change)),
  );
}

/** POST /api/watchlist/sign-in/send-code {phone_number}: texts a sign-in code (the local provider's answer shows it). */
export function sendSignInCode(context: ShopperApiContext, request: Request, segment: string): Promise<Response> {
  const route = { onlyWhereShoppersSignIn: true, body: withMobileRead<SendCodeRequest>(sendCodeRequestSchema) };
  return forShopperApi<SendCodeRequest>(context, request, segment, route, async ({ signIn, body }) => {
    const answer = await sendShopperCode(signIn, body, clientAddress(request));
    return jsonResponse({ ...answer, headers: { 'cache-control': 'no-store' } });
  });
}

/** POST /api/watchlist/sign-in/verify-code {phone_number, code}: a right code signs the shopper in on this site's host. */
export function verifySignInCode(context: ShopperApiContext, request: Request, segment: string): Promise<Response> {
  const route = { onlyWhereShoppersSignIn: true, body: withMobileRead<VerifyCodeRequest>(verifyCodeRequestSchema) };
  return forShopperApi<VerifyCodeRequest>(context, request, segment, route, async ({ signIn, body }) => {
    const { status, body: answer, cookies } = await verifyShopperCode(signIn, body, clientAddress(request));
    const headers = new Headers({ 'cache-control': 'no-store' });
    for (const cookie of cookies) headers.append('set-cookie', cookie);
    return jsonResponse({ status, body: answer, headers });
  });
}

/** POST /api/watchlist/sign-out {}: ends the shopper's session on this site and clears its cookie; signed out already, the same answer. */
export function signOutOfWatchlist(context: ShopperApiContext, request: Request, segment: string): Promise<Response> {
  const route = { onlyWhereShoppersSignIn: true, body: signOutRequestSchema };
  return forShopperApi<SignOutRequest>(context, request, segment, route, async ({ signIn }) => {
    const { cookies } = await signOutShopper(signIn, request.headers);
    const headers = new Headers({ 'cache-control': 'no-store' });
    for (const cookie of cookies) headers.append('set-cookie', cookie);
    return jsonResponse({ status: 200, body: { success: true }, headers });
  });
}
