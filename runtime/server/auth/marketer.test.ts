import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../db/test-database';
import type { MarketerAuth } from './auth';
import { MARKETER_COOKIE_PREFIX, SIGN_IN_ATTEMPTS } from './auth';
import { DEMO_MARKETERS } from './demo-marketers';
import { canEditDealer, marketerFromSession, type Marketer } from './marketer';
import { ensureMarketer } from './marketer-accounts';
import { readableAuthAnswer } from './readable-auth-answer';
import { createTestAuth, signedInHeaders, signInRequest, TEST_ORIGIN } from './test-support/signed-in';

let test: TestDatabase;
let auth: MarketerAuth;

beforeAll(async () => {
  test = await createTestDatabase();
  auth = await createTestAuth(test.db);
}, 60_000);

afterAll(async () => {
  await test?.drop();
});

const admin = DEMO_MARKETERS.find((m) => m.role === 'platform-admin')!;
const sunshine = DEMO_MARKETERS.find((m) => m.dealerSlugs.includes('sunshine-toyota'))!;

describe('marketer sign-in (better-auth over our database)', () => {
  it('editor: the demo accounts sign in with email and password and come back as marketers with their role and dealers', async () => {
    const headers = await signedInHeaders(auth, sunshine.email);
    const marketer = await marketerFromSession(test.db, auth, headers);
    expect(marketer).toMatchObject({ email: sunshine.email, name: sunshine.name, role: 'dealer-editor', dealerSlugs: ['sunshine-toyota'] });
    const adminMarketer = await marketerFromSession(test.db, auth, await signedInHeaders(auth, admin.email, '10.0.0.2'));
    expect(adminMarketer?.role).toBe('platform-admin');
  });

  it('editor: a wrong password is refused and no session comes of it', async () => {
    const response = await auth.handler(signInRequest(sunshine.email, 'not-the-password', '10.0.0.3'));
    expect(response.status).toBe(401);
    expect(response.headers.getSetCookie().filter((line) => line.startsWith(`${MARKETER_COOKIE_PREFIX}.session_token=`) && !line.includes('Max-Age=0'))).toEqual([]);
  });

  it('editor: no session cookie, or a made-up one, is no marketer', async () => {
    expect(await marketerFromSession(test.db, auth, new Headers({ host: 'localhost:3000' }))).toBeNull();
    expect(await marketerFromSession(test.db, auth, new Headers({ host: 'localhost:3000', cookie: `${MARKETER_COOKIE_PREFIX}.session_token=forged.value` }))).toBeNull();
  });

  it('editor: an expired session signs the marketer out', async () => {
    const headers = await signedInHeaders(auth, sunshine.email, '10.0.0.4');
    const marketer = (await marketerFromSession(test.db, auth, headers))!;
    await sql`update "session" set "expiresAt" = now() - interval '1 minute' where "userId" = ${marketer.id}`.execute(test.db);
    expect(await marketerFromSession(test.db, auth, headers)).toBeNull();
  });

  it('editor: sign-up from outside is closed; accounts come from the seed', async () => {
    const response = await auth.handler(
      new Request(`${TEST_ORIGIN}/api/auth/sign-up/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', host: 'localhost:3000', origin: TEST_ORIGIN, 'x-forwarded-for': '10.0.0.5' },
        body: JSON.stringify({ email: 'intruder@example.com', password: 'intruder-password', name: 'Intruder', role: 'platform-admin' }),
      }),
    );
    expect(response.status).toBe(400);
    const { rows } = await sql`select 1 from "user" where "email" = 'intruder@example.com'`.execute(test.db);
    expect(rows).toEqual([]);
  });

  it(`editor: sign-in is rate-limited to ${SIGN_IN_ATTEMPTS.max} attempts a minute per address, counted in the database`, async () => {
    const attempt = () => auth.handler(signInRequest(sunshine.email, 'guessing', '10.0.0.99'));
    for (let i = 0; i < SIGN_IN_ATTEMPTS.max; i++) expect((await attempt()).status).toBe(401);
    const refused = await readableAuthAnswer(await attempt());
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await refused.json()) as { message: string }).message).toMatch(/^Too many sign-in attempts from here\. Wait \d+ seconds and try again\.$/);
    // Another address is not held back by this one's attempts.
    expect((await auth.handler(signInRequest(sunshine.email, sunshine.password, '10.0.0.100'))).status).toBe(200);
    const { rows } = await sql<{ count: number }>`select "count" from "rateLimit" where "key" like ${'%10.0.0.99%'}`.execute(test.db);
    expect(rows.map((row) => row.count)).toEqual([SIGN_IN_ATTEMPTS.max]);
  });

  it('editor: seeding twice creates each marketer once', async () => {
    const again = await ensureMarketer(test.db, auth, sunshine);
    expect(again.created).toBe(false);
    const rows = await test.db.selectFrom('marketer_dealers').selectAll().where('user_id', '=', again.id).execute();
    expect(rows.map((row) => row.dealer_slug)).toEqual(['sunshine-toyota']);
  });
});

describe('who may edit which dealer', () => {
  const marketer = (role: Marketer['role'], dealerSlugs: string[]): Marketer => ({ id: 'm1', email: 'm@example.com', name: 'M', role, dealerSlugs });

  it('editor: a platform admin edits every dealer', () => {
    expect(canEditDealer(marketer('platform-admin', []), 'harbour-city-motors')).toBe(true);
  });

  it('editor: a dealer editor edits only their own dealers', () => {
    const editor = marketer('dealer-editor', ['sunshine-toyota']);
    expect(canEditDealer(editor, 'sunshine-toyota')).toBe(true);
    expect(canEditDealer(editor, 'harbour-city-motors')).toBe(false);
  });
});
