import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../db/test-database';
import { createLocalSmsProvider, type LocalSmsProvider } from '../sms/local-sms-provider';
import { MARKETER_COOKIE_PREFIX, type MarketerAuth } from './auth';
import { DEMO_MARKETERS } from './demo-marketers';
import { marketerFromSession } from './marketer';
import { marketerAuthAnswer } from './readable-auth-answer';
import { SHOPPER_COOKIE_PREFIX, type ShopperAuth } from './shopper-auth';
import { shopperFromSession } from './shopper';
import { sendShopperCode, verifyShopperCode } from './shopper-sign-in';
import { FAILED_PASSWORDS_PER_ACCOUNT } from './sign-in-limits';
import { createTestAuth, createTestShopperAuth, signedInHeaders, TEST_ORIGIN } from './test-support/signed-in';

let test: TestDatabase;
let marketers: MarketerAuth;
let shoppers: ShopperAuth;
let sms: LocalSmsProvider;

beforeAll(async () => {
  test = await createTestDatabase();
  marketers = await createTestAuth(test.db);
  sms = createLocalSmsProvider();
  shoppers = createTestShopperAuth(test.db, sms);
}, 60_000);
afterAll(() => test?.drop());

const [admin, sunshine, harbour] = DEMO_MARKETERS as [(typeof DEMO_MARKETERS)[number], (typeof DEMO_MARKETERS)[number], (typeof DEMO_MARKETERS)[number]];

/** A request to /api/auth/* as a browser sends it, through the route's own handling. */
function authRoute(path: string, body: object, headers: Record<string, string> = {}): Promise<Response> {
  return marketerAuthAnswer(
    marketers,
    new Request(`${TEST_ORIGIN}/api/auth${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', host: 'localhost:3000', origin: TEST_ORIGIN, 'x-forwarded-for': '10.3.0.1', ...headers },
      body: JSON.stringify(body),
    }),
  );
}

const cookieValue = (headers: Headers, prefix: string) => new RegExp(`${prefix}\\.session_token=([^;]+)`).exec(headers.get('cookie') ?? '')?.[1];

async function signedInShopper(phone: string): Promise<Headers> {
  const signIn = { db: test.db, auth: shoppers, sms };
  expect((await sendShopperCode(signIn, { phone_number: phone }, '10.3.1.1')).status).toBe(200);
  const verified = await verifyShopperCode(signIn, { phone_number: phone, code: sms.latestCode(phone)! }, '10.3.1.1');
  expect(verified.status).toBe(200);
  return new Headers({ cookie: verified.cookies.map((line) => line.split(';')[0]).join('; '), host: 'localhost:3000' });
}

describe('shopper and marketer sessions never mix', () => {
  it('security: a marketer cannot add a phone number', async () => {
    const headers = await signedInHeaders(marketers, sunshine.email, '10.3.0.2');
    const cookie = headers.get('cookie')!;
    const phone = '+61400000001';
    // The phone endpoints are not served at /api/auth at all (only the server's own shopper sign-in calls them).
    expect((await authRoute('/phone-number/send-otp', { phoneNumber: phone }, { cookie })).status).toBe(404);
    expect((await authRoute('/phone-number/verify', { phoneNumber: phone, code: '123456', updatePhoneNumber: true }, { cookie })).status).toBe(404);
    const { rows } = await sql<{ phoneNumber: string | null }>`select "phoneNumber" from "user" where "email" = ${sunshine.email}`.execute(test.db);
    expect(rows).toEqual([{ phoneNumber: null }]);
    // And the database itself refuses a phone number on a marketer's account.
    await expect(sql`update "user" set "phoneNumber" = ${phone}, "phoneNumberVerified" = true where "email" = ${admin.email}`.execute(test.db)).rejects.toThrow();
  });

  it('security: a shopper’s session never opens the editor, even under the editor’s cookie name', async () => {
    const shopper = await signedInShopper('+61400000002');
    expect(shopper.get('cookie')).toContain(`${SHOPPER_COOKIE_PREFIX}.session_token=`);
    expect(shopper.get('cookie')).not.toContain(`${MARKETER_COOKIE_PREFIX}.`);
    const renamed = new Headers({ host: 'localhost:3000', cookie: `${MARKETER_COOKIE_PREFIX}.session_token=${cookieValue(shopper, SHOPPER_COOKIE_PREFIX)}` });
    expect(await marketerFromSession(test.db, marketers, renamed)).toBeNull();
    expect(await marketerFromSession(test.db, marketers, shopper)).toBeNull();
  });

  it('security: a marketer’s session is no shopper’s, under either cookie name', async () => {
    const marketer = await signedInHeaders(marketers, harbour.email, '10.3.0.3');
    expect(await shopperFromSession(shoppers, marketer)).toBeNull();
    const renamed = new Headers({ cookie: `${SHOPPER_COOKIE_PREFIX}.session_token=${cookieValue(marketer, MARKETER_COOKIE_PREFIX)}` });
    expect(await shopperFromSession(shoppers, renamed)).toBeNull();
  });

  it('security: a session that was not signed in with a password does not open the editor', async () => {
    const headers = await signedInHeaders(marketers, admin.email, '10.3.0.4');
    expect(await marketerFromSession(test.db, marketers, headers)).not.toBeNull();
    await sql`update "session" set "signInMethod" = 'phone' where "userId" = (select "id" from "user" where "email" = ${admin.email})`.execute(test.db);
    expect(await marketerFromSession(test.db, marketers, headers)).toBeNull();
  });
});

describe('password guesses per account', () => {
  it('security: rotating X-Forwarded-For does not reset the password limit', async () => {
    const guess = (i: number) => authRoute('/sign-in/email', { email: harbour.email, password: `guess-${i}` }, { 'x-forwarded-for': `198.51.100.${i + 1}` });
    for (let i = 0; i < FAILED_PASSWORDS_PER_ACCOUNT.max; i++) expect((await guess(i)).status).toBe(401);
    const refused = await guess(FAILED_PASSWORDS_PER_ACCOUNT.max);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(60);
    expect(((await refused.json()) as { message: string }).message).toMatch(/^Too many wrong passwords for this account\. Wait \d+ minutes and try again\.$/);
    // Held for the account, from any address, until the window passes; another account is not.
    expect((await authRoute('/sign-in/email', { email: harbour.email, password: harbour.password }, { 'x-forwarded-for': '203.0.113.50' })).status).toBe(429);
    expect((await authRoute('/sign-in/email', { email: sunshine.email, password: sunshine.password }, { 'x-forwarded-for': '203.0.113.51' })).status).toBe(200);
  }, 60_000);

  it('security: a forged X-Forwarded-For in front of the real address does not make a new address', async () => {
    const guess = (i: number) => authRoute('/sign-in/email', { email: admin.email, password: `guess-${i}` }, { 'x-forwarded-for': `6.6.6.${i}, 10.3.9.9` });
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await guess(i)).status);
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  }, 60_000);
});
