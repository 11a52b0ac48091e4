import type { Kysely } from 'kysely';
import type { SendCodeRequest, VerifyCodeRequest } from '../../../schemas/api/watchlist';
import type { HttpAnswer } from '../http/request-body';
import { localCodeNotice, type LocalSmsProvider } from '../sms/local-sms-provider';
import type { SmsProvider } from '../sms/sms-provider';
import type { Database } from '../db/types';
import { CLIENT_ADDRESS_HEADER } from '../http/client-address';
import { SHOPPER_AUTH_HOST, type ShopperAuth } from './shopper-auth';
import { countCodeRequest } from './sign-in-limits';
import { tooManyCodesForNumber, tooManySignInAttempts } from '../../sign-in-words';

/** What shopper sign-in works with: the database (per-number limits), the shoppers' better-auth and the SMS provider. */
export interface ShopperSignIn {
  db: Kysely<Database>;
  auth: ShopperAuth;
  sms: SmsProvider;
}

export type ShopperSignInAnswer = { success: true; notice?: string } | { success: false; message: string };

export const CODE_NOT_SENT = 'The code could not be sent just now. Try again in a minute.';
export const WRONG_CODE = 'That code is not right or has expired. Ask for a new one.';

/**
 * better-auth is asked through its own handler (not auth.api) so its rate
 * limits apply, counted against the client address the caller found. The
 * request goes to the shoppers' instance's own address: a dealer's host is
 * not one better-auth trusts, and the session cookie it sets is handed back
 * on the dealer's host by the caller.
 */
function authRequest(path: string, body: object, clientAddress: string): Request {
  return new Request(`http://${SHOPPER_AUTH_HOST}/api/auth${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', host: SHOPPER_AUTH_HOST, [CLIENT_ADDRESS_HEADER]: clientAddress },
    body: JSON.stringify(body),
  });
}

async function refusal(response: Response, fallback: string): Promise<HttpAnswer<ShopperSignInAnswer>> {
  if (response.status === 429) {
    const retryAfter = Number(response.headers.get('x-retry-after')) || 60;
    return { status: 429, body: { success: false, message: tooManySignInAttempts(retryAfter) } };
  }
  return { status: response.status >= 500 ? 502 : 400, body: { success: false, message: fallback } };
}

/** Step 1: text a code to the mobile. With the local provider the answer carries the notice showing it. */
export async function sendShopperCode({ db, auth, sms }: ShopperSignIn, asked: SendCodeRequest, clientAddress: string): Promise<HttpAnswer<ShopperSignInAnswer>> {
  const phoneNumber = asked.phone_number;
  // Per number as well as per address: rotating addresses must not text-bomb one phone.
  const forNumber = await countCodeRequest(db, phoneNumber);
  if (!forNumber.allowed) return { status: 429, body: { success: false, message: tooManyCodesForNumber(forNumber.retryAfterSeconds) } };
  let response: Response;
  try {
    response = await auth.handler(authRequest('/phone-number/send-otp', { phoneNumber }, clientAddress));
  } catch {
    return { status: 502, body: { success: false, message: CODE_NOT_SENT } };
  }
  if (!response.ok) return refusal(response, CODE_NOT_SENT);
  const code = sms.kind === 'local' ? (sms as LocalSmsProvider).latestCode(phoneNumber) : undefined;
  return { status: 200, body: code ? { success: true, notice: localCodeNotice(code) } : { success: true } };
}

/** Step 2: check the code; a right one signs the shopper in (a first one makes their account). */
export async function verifyShopperCode(
  { auth }: Pick<ShopperSignIn, 'auth'>,
  asked: VerifyCodeRequest,
  clientAddress: string,
): Promise<HttpAnswer<ShopperSignInAnswer> & { cookies: string[] }> {
  const { phone_number: phoneNumber, code } = asked;
  const response = await auth.handler(authRequest('/phone-number/verify', { phoneNumber, code }, clientAddress));
  if (!response.ok) return { ...(await refusal(response, WRONG_CODE)), cookies: [] };
  return { status: 200, body: { success: true }, cookies: response.headers.getSetCookie() };
}

/**
 * Signing out ends the shopper's session in the database (a copied cookie
 * stops working too) and clears the cookie on the dealer's host. Asked of
 * the shoppers' instance directly, as on the host it answers on; a request
 * with no session, or an ended one, is signed out already.
 */
export async function signOutShopper({ auth }: Pick<ShopperSignIn, 'auth'>, headers: Headers): Promise<{ cookies: string[] }> {
  const asked = new Headers({ cookie: headers.get('cookie') ?? '', host: SHOPPER_AUTH_HOST });
  const { headers: answered } = await auth.api.signOut({ headers: asked, returnHeaders: true });
  return { cookies: answered.getSetCookie() };
}
