import { sendCodeRequestSchema, verifyCodeRequestSchema, type SendCodeRequest, type VerifyCodeRequest } from '../../../schemas/api/watchlist';
import type { RequestError } from '../../../schemas/api/request-errors';
import { readRequestBody, type HttpAnswer } from '../http/request-body';
import { localCodeNotice, type LocalSmsProvider } from '../sms/local-sms-provider';
import type { SmsProvider } from '../sms/sms-provider';
import type { MarketerAuth } from './auth';
import { tooManySignInAttempts } from './sign-in-words';

export type ShopperSignInAnswer = { success: true; notice?: string } | { success: false; message: string };

export const CODE_NOT_SENT = 'The code could not be sent just now. Try again in a minute.';
export const WRONG_CODE = 'That code is not right or has expired. Ask for a new one.';

/**
 * better-auth is asked through its own handler (not auth.api) so its rate
 * limits apply. The request goes to its platform address: a dealer's own
 * host is not one better-auth trusts, and the session cookie it sets is
 * handed back on the dealer's host by the caller.
 */
function authRequest(path: string, body: object, clientAddress: string): Request {
  return new Request(`http://localhost/api/auth${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', host: 'localhost', 'x-forwarded-for': clientAddress },
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
export async function sendShopperCode(
  auth: MarketerAuth,
  sms: SmsProvider,
  body: unknown,
  clientAddress: string,
): Promise<HttpAnswer<ShopperSignInAnswer | RequestError>> {
  const read = readRequestBody<SendCodeRequest>(sendCodeRequestSchema, body);
  if (!read.ok) return read.answer;
  const phoneNumber = read.value.phone_number;
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
  auth: MarketerAuth,
  body: unknown,
  clientAddress: string,
): Promise<HttpAnswer<ShopperSignInAnswer | RequestError> & { cookies: string[] }> {
  const read = readRequestBody<VerifyCodeRequest>(verifyCodeRequestSchema, body);
  if (!read.ok) return { ...read.answer, cookies: [] };
  const { phone_number: phoneNumber, code } = read.value;
  const response = await auth.handler(authRequest('/phone-number/verify', { phoneNumber, code }, clientAddress));
  if (!response.ok) return { ...(await refusal(response, WRONG_CODE)), cookies: [] };
  return { status: 200, body: { success: true }, cookies: response.headers.getSetCookie() };
}
