import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { withClientAddress } from '../../http/client-address';
import type { LocalSmsProvider } from '../../sms/local-sms-provider';
import { createMarketerAuth, type MarketerAuth } from '../auth';
import { DEMO_MARKETERS } from '../demo-marketers';
import { ensureMarketer } from '../marketer-accounts';

import { shopperFromSession } from '../shopper';
import { createShopperAuth, type ShopperAuth } from '../shopper-auth';
import { sendShopperCode, type ShopperSignIn, verifyShopperCode } from '../shopper-sign-in';

export const TEST_ORIGIN = 'http://localhost:3000';
const TEST_SECRET = 'test-secret-that-is-long-enough-for-better-auth';

/** better-auth on a test database with the demo marketers in it. */
export async function createTestAuth(db: Kysely<Database>): Promise<MarketerAuth> {
  const auth = createMarketerAuth(db, { secret: TEST_SECRET, hosts: ['localhost'] });
  for (const marketer of DEMO_MARKETERS) await ensureMarketer(db, auth, marketer);
  return auth;
}

/** The shoppers' better-auth on the same test database (same secret as createTestAuth's), texting through `sms`. */
export function createTestShopperAuth(db: Kysely<Database>, sms: LocalSmsProvider): ShopperAuth {
  return createShopperAuth(db, { secret: TEST_SECRET, sms });
}

/**
 * POST /api/auth/sign-in/email as a browser on the platform host would send
 * it, from the given address, as the /api/auth route hands it to better-auth.
 */
export function signInRequest(email: string, password: string, clientAddress = '10.0.0.1'): Request {
  return withClientAddress(
    new Request(`${TEST_ORIGIN}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', host: 'localhost:3000', origin: TEST_ORIGIN, 'x-forwarded-for': clientAddress },
      body: JSON.stringify({ email, password }),
    }),
  );
}

/** Signs a demo marketer in and returns request headers carrying their session cookie. */
export async function signedInHeaders(auth: MarketerAuth, email: string, clientAddress?: string): Promise<Headers> {
  const demo = DEMO_MARKETERS.find((marketer) => marketer.email === email);
  if (!demo) throw new Error(`${email} is not a demo marketer`);
  const response = await auth.handler(signInRequest(email, demo.password, clientAddress));
  if (response.status !== 200) throw new Error(`Signing in ${email} answered ${response.status}: ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  return new Headers({ cookie, host: 'localhost:3000', origin: TEST_ORIGIN });
}

/** A shopper signed in by the code `sms` (the local provider) kept: their session cookie as a request carries it, and their user id. */
export async function signedInShopper(
  signIn: ShopperSignIn & { sms: LocalSmsProvider },
  phoneNumber: string,
  clientAddress = '10.0.0.2',
): Promise<{ cookie: string; userId: string }> {
  const sent = await sendShopperCode(signIn, { phone_number: phoneNumber }, clientAddress);
  if (sent.status !== 200) throw new Error(`Texting a code to ${phoneNumber} answered ${sent.status}`);
  const code = signIn.sms.latestCode(phoneNumber);
  if (!code) throw new Error(`No code was kept for ${phoneNumber}`);
  const verified = await verifyShopperCode(signIn, { phone_number: phoneNumber, code }, clientAddress);
  if (verified.status !== 200) throw new Error(`Verifying the code for ${phoneNumber} answered ${verified.status}`);
  const cookie = verified.cookies.map((line) => line.split(';')[0]).join('; ');
  const shopper = await shopperFromSession(signIn.auth, new Headers({ cookie }));
  if (!shopper) throw new Error(`The session of ${phoneNumber} is no shopper's`);
  return { cookie, userId: shopper.id };
}
