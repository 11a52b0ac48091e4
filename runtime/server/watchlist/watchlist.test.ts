import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../../blocks';
import type { MarketerAuth } from '../auth/auth';
import { marketerFromSession } from '../auth/marketer';
import type { ShopperAuth } from '../auth/shopper-auth';
import { createTestAuth, createTestShopperAuth } from '../auth/test-support/signed-in';
import { shopperFromSession } from '../auth/shopper';
import { SHOPPER_CODE_REQUESTS } from '../auth/shopper-phone';
import { CODES_PER_PHONE } from '../auth/sign-in-limits';
import { sendShopperCode, verifyShopperCode, WRONG_CODE, type ShopperSignIn } from '../auth/shopper-sign-in';
import { createDataAccess } from '../data-access';
import { createTestDatabase, type TestDatabase } from '../db/test-database';
import { importDealerConfigs, readDealerConfigs } from '../dealer-configs';
import { NO_SHOPPER_SIGN_IN, SIGN_IN_TO_USE_WATCHLIST, WATCHLIST_OFF, type ShopperApiContext } from '../http/shopper-handlers';
import { seedDemoData, type DemoData } from '../seed/seed';
import { createSiteService } from '../site-service';
import { createLocalSmsProvider, type LocalSmsProvider } from '../sms/local-sms-provider';
import { NOT_A_CAR_OF_THIS_SITE, NOT_YOUR_NUMBER } from './watchlist';
import { changeWatchlistCar, getWatchlist, sendSignInCode, signOutOfWatchlist, verifySignInCode } from './watchlist-routes';

let test: TestDatabase;
let data: DemoData;
let marketers: MarketerAuth;
let auth: ShopperAuth;
let signIns: ShopperSignIn;
let sms: LocalSmsProvider;
let context: ShopperApiContext;
let address = 0;
/** Each sign-in from its own address, so the rate limit test below is the only one that meets it. */
const nextAddress = () => `10.1.0.${++address}`;

beforeAll(async () => {
  test = await createTestDatabase();
  data = await seedDemoData(test.db, { cars: 200, now: new Date('2026-11-22T00:00:00Z') });
  await importDealerConfigs(test.db, await readDealerConfigs());
  sms = createLocalSmsProvider();
  marketers = await createTestAuth(test.db);
  auth = createTestShopperAuth(test.db, sms);
  signIns = { db: test.db, auth, sms };
  context = { db: test.db, sites: createSiteService(test.db, registry), data: createDataAccess(test.db), shopperSignIn: async () => signIns };
}, 60_000);
afterAll(() => test.drop());

const sunshineCar = () => data.cars.find((car) => car.dealership_id === 101)!;
const listed = (car: DemoData['cars'][number]) => ({ id: car.id, name: car.name, slug: car.slug, primary_image_url: car.primary_image_url });
const westsideCar = () => data.cars.find((car) => car.dealership_id === 301)!;
const SUNSHINE = 'sunshine-toyota';
const WESTSIDE = 'westside-used-cars';

/** A JSON POST to a shopper route, as the site's own page sends it, with the shopper's cookie if signed in. */
function shopperPost(path: string, headers: Headers, body: unknown): Request {
  return new Request(`http://sunshine-toyota.localhost:3000${path}`, {
    method: 'POST',
    headers: new Headers([...headers, ['content-type', 'application/json']]),
    body: JSON.stringify(body),
  });
}

/** What a route answered, as status and parsed body. */
async function answerOf(response: Response): Promise<{ status: number; body: unknown }> {
  return { status: response.status, body: await response.json() };
}

const changeWatchlist = async (site: string, headers: Headers, body: unknown, change: 'save' | 'remove') =>
  answerOf(await changeWatchlistCar(context, shopperPost(`/api/watchlist/${change}-car`, headers, body), site, change));
const readWatchlist = async (site: string, headers: Headers) =>
  answerOf(await getWatchlist(context, new Request('http://sunshine-toyota.localhost:3000/api/watchlist', { headers }), site));

/** Signs a shopper in with the code the local provider kept; returns headers carrying the session cookie. */
async function signIn(phone: string): Promise<Headers> {
  const from = nextAddress();
  const sent = await sendShopperCode(signIns, { phone_number: phone }, from);
  expect(sent.status).toBe(200);
  const verified = await verifyShopperCode(signIns, { phone_number: phone, code: sms.latestCode(phone)! }, from);
  expect(verified.status).toBe(200);
  return new Headers({ cookie: verified.cookies.map((line) => line.split(';')[0]).join('; '), host: 'sunshine-toyota.localhost:3000' });
}

describe(`shopper sign-in by mobile and code (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('spec search §6: a right code signs a shopper in as a shopper, who never passes the marketer checks', async () => {
    const phone = '+61411111111';
    const sent = await sendShopperCode(signIns, { phone_number: phone }, nextAddress());
    const code = sms.latestCode(phone)!;
    expect(code).toMatch(/^[0-9]{6}$/);
    expect(sent).toEqual({ status: 200, body: { success: true, notice: `Local SMS provider: your code is ${code} (no text message was sent)` } });
    const headers = await signIn(phone);
    expect(await shopperFromSession(auth, headers)).toEqual({ id: expect.any(String), phoneNumber: phone });
    const { rows } = await sql<{ role: string }>`select "role" from "user" where "phoneNumber" = ${phone}`.execute(test.db);
    expect(rows).toEqual([{ role: 'shopper' }]);
    const onPlatformHost = new Headers({ cookie: headers.get('cookie')!, host: 'localhost:3000' });
    expect(await marketerFromSession(test.db, marketers, onPlatformHost)).toBeNull();
  });

  it('a wrong code signs nobody in', async () => {
    const phone = '+61422222222';
    const from = nextAddress();
    await sendShopperCode(signIns, { phone_number: phone }, from);
    const wrong = sms.latestCode(phone) === '000000' ? '111111' : '000000';
    expect(await verifyShopperCode(signIns, { phone_number: phone, code: wrong }, from)).toEqual({ status: 400, body: { success: false, message: WRONG_CODE }, cookies: [] });
  });

  it('the Australian mobile rule: every way an Australian writes a mobile is taken, and the code goes to it in +614 form', async () => {
    for (const written of ['0412 300 001', '0412300001', '+61 412 300 001']) {
      const answer = await answerOf(await sendSignInCode(context, signInPost(nextAddress(), { phone_number: written }), SUNSHINE));
      expect(answer.status, written).toBe(200);
    }
    expect(sms.latestCode('+61412300001')).toMatch(/^[0-9]{6}$/);
  });

  it('the Australian mobile rule: anything that is not a mobile is refused with a clear message', async () => {
    for (const phone of ['07 5555 1234', '+61212345678', '+6141234567', 'call me']) {
      expect(await answerOf(await sendSignInCode(context, signInPost(nextAddress(), { phone_number: phone }), SUNSHINE))).toEqual({
        status: 400,
        body: { error: 'The request has errors.', fields: [{ field: '/phone_number', message: 'must be an Australian mobile number like 0412 345 678' }] },
      });
    }
  });

  it(`code requests are rate-limited to ${SHOPPER_CODE_REQUESTS.max} a minute from one address`, async () => {
    const from = '10.9.9.9';
    for (let i = 0; i < SHOPPER_CODE_REQUESTS.max; i++) expect((await sendShopperCode(signIns, { phone_number: '+61433333333' }, from)).status).toBe(200);
    const refused = await sendShopperCode(signIns, { phone_number: '+61433333333' }, from);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ success: false, message: expect.stringMatching(/^Too many sign-in attempts from here\./) });
  });
});

describe('POST /api/watchlist/sign-out', () => {
  const signOut = (headers: Headers) => signOutOfWatchlist(context, shopperPost('/api/watchlist/sign-out', headers, {}), SUNSHINE);

  it('ends the session, so the same cookie no longer signs the shopper in, and clears the cookie', async () => {
    const headers = await signIn('+61412300002');
    const response = await signOut(headers);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });
    expect(response.headers.getSetCookie().some((cookie) => /^dealer-shopper\.session_token=;/.test(cookie) && /Max-Age=0/i.test(cookie))).toBe(true);
    expect(await shopperFromSession(auth, headers)).toBeNull();
    expect(await readWatchlist(SUNSHINE, headers)).toEqual({ status: 200, body: { phone_number: null, items: [] } });
  });

  it('signed out already, answers the same', async () => {
    expect((await signOut(new Headers({ host: 'sunshine-toyota.localhost:3000' }))).status).toBe(200);
  });

  it('only where shoppers can sign in', async () => {
    const response = await signOutOfWatchlist(context, shopperPost('/api/watchlist/sign-out', new Headers(), {}), WESTSIDE);
    expect(await answerOf(response)).toEqual({ status: 404, body: { success: false, message: NO_SHOPPER_SIGN_IN } });
  });
});

describe('POST /api/watchlist/save-car and /remove-car, GET /api/watchlist', () => {
  it('spec search §7: saving answers {success: true} after the row is stored, and the list shows it; removing takes it off', async () => {
    const phone = '+61444444444';
    const headers = await signIn(phone);
    const car = sunshineCar();
    // The Australian mobile rule: the number as the shopper writes it names them too.
    expect(await changeWatchlist(SUNSHINE, headers, { phone_number: '0444 444 444', car_id: car.id }, 'save')).toEqual({ status: 200, body: { success: true } });
    const stored = await test.db.selectFrom('watchlist').select(['dealer_slug', 'car_id']).execute();
    expect(stored).toContainEqual({ dealer_slug: 'sunshine-toyota', car_id: car.id });
    expect(await readWatchlist(SUNSHINE, headers)).toEqual({ status: 200, body: { phone_number: phone, items: [listed(car)] } });
    expect(await changeWatchlist(SUNSHINE, headers, { phone_number: phone, car_id: car.id }, 'remove')).toEqual({ status: 200, body: { success: true } });
    expect(await readWatchlist(SUNSHINE, headers)).toEqual({ status: 200, body: { phone_number: phone, items: [] } });
  });

  it('a shopper sees only their own watchlist', async () => {
    const mine = await signIn('+61455555555');
    const theirs = await signIn('+61466666666');
    const car = sunshineCar();
    await changeWatchlist(SUNSHINE, theirs, { phone_number: '+61466666666', car_id: car.id }, 'save');
    expect(await readWatchlist(SUNSHINE, mine)).toEqual({ status: 200, body: { phone_number: '+61455555555', items: [] } });
    expect(await readWatchlist(SUNSHINE, theirs)).toEqual({ status: 200, body: { phone_number: '+61466666666', items: [listed(car)] } });
  });

  it("403 when the body names another shopper's phone number", async () => {
    const headers = await signIn('+61477777777');
    expect(await changeWatchlist(SUNSHINE, headers, { phone_number: '+61466666666', car_id: sunshineCar().id }, 'save')).toEqual({
      status: 403,
      body: { success: false, message: NOT_YOUR_NUMBER },
    });
    expect(await changeWatchlist(SUNSHINE, headers, { phone_number: '+61466666666', car_id: sunshineCar().id }, 'remove')).toMatchObject({ status: 403 });
  });

  it('spec search §6: signed out (or signed in as a marketer) is refused with the sign-in message', async () => {
    const signedOut = new Headers({ host: 'localhost:3000' });
    const body = { phone_number: '+61477777777', car_id: sunshineCar().id };
    expect(await changeWatchlist(SUNSHINE, signedOut, body, 'save')).toEqual({ status: 401, body: { success: false, message: SIGN_IN_TO_USE_WATCHLIST } });
    expect(await readWatchlist(SUNSHINE, signedOut)).toEqual({ status: 200, body: { phone_number: null, items: [] } });
  });

  it.each([
    ['a missing car_id', { phone_number: '+61477777777' }, '/car_id', 'is required'],
    ['a car_id that is not a number', { phone_number: '+61477777777', car_id: 'abc' }, '/car_id', 'must be a whole number'],
    ['a landline', { phone_number: '+61712345678', car_id: 1 }, '/phone_number', 'must be an Australian mobile number like 0412 345 678'],
  ])('400 naming the field for %s', async (_name, body, field, message) => {
    const headers = await signIn('+61488888888');
    expect(await changeWatchlist(SUNSHINE, headers, body, 'save')).toEqual({ status: 400, body: { error: 'The request has errors.', fields: [{ field, message }] } });
  });

  it("only this site's cars, and only where the dealer offers a watchlist", async () => {
    const headers = await signIn('+61499999999');
    expect(await changeWatchlist(SUNSHINE, headers, { phone_number: '+61499999999', car_id: westsideCar().id }, 'save')).toEqual({
      status: 404,
      body: { success: false, message: NOT_A_CAR_OF_THIS_SITE },
    });
    expect(await changeWatchlist(WESTSIDE, headers, { phone_number: '+61499999999', car_id: westsideCar().id }, 'save')).toEqual({
      status: 404,
      body: { success: false, message: WATCHLIST_OFF },
    });
  });
});

/** POST to a sign-in route as it arrives at the server, X-Forwarded-For as given. */
function signInPost(forwardedFor: string, body: object): Request {
  return new Request('http://sunshine-toyota.localhost:3000/api/watchlist/sign-in/send-code', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
    body: JSON.stringify(body),
  });
}

describe('sign-in codes cannot be used to text-bomb a number', () => {
  it('security: rotating X-Forwarded-For does not reset the code limit', async () => {
    // What a browser writes itself is in front of the address the server saw.
    const phone = '+61412121212';
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await sendSignInCode(context, signInPost(`6.6.6.${i}, 10.7.0.1`, { phone_number: phone }), SUNSHINE)).status);
    expect(statuses).toEqual([...Array(SHOPPER_CODE_REQUESTS.max).fill(200), ...Array(8 - SHOPPER_CODE_REQUESTS.max).fill(429)]);
  });

  it(`security: at most ${CODES_PER_PHONE.max} codes to one number per ${CODES_PER_PHONE.windowSeconds / 60} minutes, from however many addresses`, async () => {
    const phone = '+61413131313';
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await sendSignInCode(context, signInPost(`10.8.0.${i + 1}`, { phone_number: phone }), SUNSHINE)).status);
    expect(statuses).toEqual([...Array(CODES_PER_PHONE.max).fill(200), ...Array(8 - CODES_PER_PHONE.max).fill(429)]);
    const refused = await sendSignInCode(context, signInPost('10.8.1.1', { phone_number: phone }), SUNSHINE);
    expect(await refused.json()).toEqual({ success: false, message: expect.stringMatching(/^Too many codes have been sent to this number\. Wait \d+ minutes and try again\.$/) });
    // Another number is not held back.
    expect((await sendSignInCode(context, signInPost('10.8.1.2', { phone_number: '+61414141414' }), SUNSHINE)).status).toBe(200);
  });
});

describe('where the dealer offers no watchlist', () => {
  it('the watchlist itself answers 404, as its other routes do', async () => {
    const response = await getWatchlist(context, new Request('http://westside-used-cars.localhost:3000/api/watchlist'), WESTSIDE);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ success: false, message: WATCHLIST_OFF });
  });

  it('send-code answers 404 where the watchlist is off and no route is gated: nothing to sign in for', async () => {
    const phone = '+61415151515';
    const response = await sendSignInCode(context, signInPost('10.9.0.1', { phone_number: phone }), WESTSIDE);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ success: false, message: NO_SHOPPER_SIGN_IN });
    expect(sms.latestCode(phone)).toBeUndefined();
  });

  it('verify-code answers 404 where the watchlist is off and no route is gated, and signs nobody in', async () => {
    const phone = '+61416161616';
    expect((await sendSignInCode(context, signInPost('10.9.0.2', { phone_number: phone }), SUNSHINE)).status).toBe(200);
    const response = await verifySignInCode(context, signInPost('10.9.0.2', { phone_number: phone, code: sms.latestCode(phone) }), WESTSIDE);
    expect(response.status).toBe(404);
    expect(response.headers.getSetCookie()).toEqual([]);
  });
});
