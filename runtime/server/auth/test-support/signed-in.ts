import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { createMarketerAuth, type MarketerAuth } from '../auth';
import { DEMO_MARKETERS } from '../demo-marketers';
import { ensureMarketer } from '../marketer-accounts';

export const TEST_ORIGIN = 'http://localhost:3000';

/** better-auth on a test database with the demo marketers in it. */
export async function createTestAuth(db: Kysely<Database>): Promise<MarketerAuth> {
  const auth = createMarketerAuth(db, { secret: 'test-secret-that-is-long-enough-for-better-auth', hosts: ['localhost'] });
  for (const marketer of DEMO_MARKETERS) await ensureMarketer(db, auth, marketer);
  return auth;
}

/** POST /api/auth/sign-in/email as a browser on the platform host would send it, from the given address. */
export function signInRequest(email: string, password: string, clientAddress = '10.0.0.1'): Request {
  return new Request(`${TEST_ORIGIN}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', host: 'localhost:3000', origin: TEST_ORIGIN, 'x-forwarded-for': clientAddress },
    body: JSON.stringify({ email, password }),
  });
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
