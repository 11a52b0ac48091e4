import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../../blocks';
import type { SiteDocument } from '../../../schemas/site-document';
import { createMarketerAuth, type MarketerAuth } from '../auth/auth';
import { DEMO_MARKETERS } from '../auth/demo-marketers';
import { marketerFromSession } from '../auth/marketer';
import { ensureMarketer } from '../auth/marketer-accounts';
import { shopperFromSession } from '../auth/shopper';
import { SHOPPER_CODE_REQUESTS } from '../auth/shopper-phone';
import { sendShopperCode, verifyShopperCode, WRONG_CODE } from '../auth/shopper-sign-in';
import { createTestDatabase, type TestDatabase } from '../db/test-database';
import { importDealerConfigs, readDealerConfigs } from '../dealer-configs';
import { seedDemoData, type DemoData } from '../seed/seed';
import { createSiteService } from '../site-service';
import { createLocalSmsProvider, type LocalSmsProvider } from '../sms/local-sms-provider';
import { changeWatchlist, NOT_A_CAR_OF_THIS_SITE, NOT_YOUR_NUMBER, readWatchlist, SIGN_IN_TO_USE_WATCHLIST, WATCHLIST_OFF } from './watchlist';

let test: TestDatabase;
let data: DemoData;
let auth: MarketerAuth;
let sms: LocalSmsProvider;
let sunshine: SiteDocument;
let westside: SiteDocument;
let address = 0;
/** Each sign-in from its own address, so the rate limit test below is the only one that meets it. */
const nextAddress = () => `10.1.0.${++address}`;

beforeAll(async () => {
  test = await createTestDatabase();
  data = await seedDemoData(test.db, { cars: 200, now: new Date('2026-11-22T00:00:00Z') });
  await importDealerConfigs(test.db, await readDealerConfigs());
  const sites = createSiteService(test.db, registry);
  sunshine = (await sites.bySiteKey('sunshine-toyota'))!.document;
  westside = (await sites.bySiteKey('westside-used-cars'))!.document;
  sms = createLocalSmsProvider();
  auth = createMarketerAuth(test.db, { secret: 'test-secret-that-is-long-enough-for-better-auth', hosts: ['localhost'], sms });
  for (const marketer of DEMO_MARKETERS) await ensureMarketer(test.db, auth, marketer);
}, 60_000);
afterAll(() => test.drop());

const sunshineCar = () => data.cars.find((car) => car.dealership_id === 101)!;
const listed = (car: DemoData['cars'][number]) => ({ id: car.id, name: car.name, slug: car.slug, primary_image_url: car.primary_image_url });
const westsideCar = () => data.cars.find((car) => car.dealership_id === 301)!;

/** Signs a shopper in with the code the local provider kept; returns headers carrying the session cookie. */
async function signIn(phone: string): Promise<Headers> {
  const from = nextAddress();
  const sent = await sendShopperCode(auth, sms, { phone_number: phone }, from);
  expect(sent.status).toBe(200);
  const verified = await verifyShopperCode(auth, { phone_number: phone, code: sms.latestCode(phone) }, from);
  expect(verified.status).toBe(200);
  return new Headers({ cookie: verified.cookies.map((line) => line.split(';')[0]).join('; '), host: 'sunshine-toyota.localhost:3000' });
}

describe(`shopper sign-in by mobile and code (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('spec search §6: a right code signs a shopper in as a shopper, who never passes the marketer checks', async () => {
    const phone = '+61411111111';
    const sent = await sendShopperCode(auth, sms, { phone_number: phone }, nextAddress());
    const code = sms.latestCode(phone)!;
    expect(code).toMatch(/^[0-9]{6}$/);
    expect(sent).toEqual({ status: 200, body: { success: true, notice: `Local SMS provider: your code is ${code} (no text message was sent)` } });
    const headers = await signIn(phone);
    expect(await shopperFromSession(auth, headers)).toEqual({ id: expect.any(String), phoneNumber: phone });
    const { rows } = await sql<{ role: string }>`select "role" from "user" where "phoneNumber" = ${phone}`.execute(test.db);
    expect(rows).toEqual([{ role: 'shopper' }]);
    const onPlatformHost = new Headers({ cookie: headers.get('cookie')!, host: 'localhost:3000' });
    expect(await marketerFromSession(test.db, auth, onPlatformHost)).toBeNull();
  });

  it('a wrong code signs nobody in', async () => {
    const phone = '+61422222222';
    const from = nextAddress();
    await sendShopperCode(auth, sms, { phone_number: phone }, from);
    const wrong = sms.latestCode(phone) === '000000' ? '111111' : '000000';
    expect(await verifyShopperCode(auth, { phone_number: phone, code: wrong }, from)).toEqual({ status: 400, body: { success: false, message: WRONG_CODE }, cookies: [] });
  });

  it('the phone-number rule: only an Australian mobile in +614 form, with a clear message', async () => {
    for (const phone of ['0412345678', '+61212345678', '+6141234567', 'call me']) {
      expect(await sendShopperCode(auth, sms, { phone_number: phone }, nextAddress())).toEqual({
        status: 400,
        body: { error: 'The request has errors.', fields: [{ field: '/phone_number', message: 'must be an Australian mobile number like 0412 345 678' }] },
      });
    }
  });

  it(`code requests are rate-limited to ${SHOPPER_CODE_REQUESTS.max} a minute from one address`, async () => {
    const from = '10.9.9.9';
    for (let i = 0; i < SHOPPER_CODE_REQUESTS.max; i++) expect((await sendShopperCode(auth, sms, { phone_number: '+61433333333' }, from)).status).toBe(200);
    const refused = await sendShopperCode(auth, sms, { phone_number: '+61433333333' }, from);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ success: false, message: expect.stringMatching(/^Too many sign-in attempts from here\./) });
  });
});

describe('POST /api/watchlist/save-car and /remove-car, GET /api/watchlist', () => {
  it('spec search §7: saving answers {success: true} after the row is stored, and the list shows it; removing takes it off', async () => {
    const phone = '+61444444444';
    const headers = await signIn(phone);
    const car = sunshineCar();
    expect(await changeWatchlist(test.db, auth, sunshine, headers, { phone_number: phone, car_id: car.id }, 'save')).toEqual({ status: 200, body: { success: true } });
    const stored = await test.db.selectFrom('watchlist').select(['dealer_slug', 'car_id']).execute();
    expect(stored).toContainEqual({ dealer_slug: 'sunshine-toyota', car_id: car.id });
    expect(await readWatchlist(test.db, auth, sunshine, headers)).toEqual({ status: 200, body: { phone_number: phone, items: [listed(car)] } });
    expect(await changeWatchlist(test.db, auth, sunshine, headers, { phone_number: phone, car_id: car.id }, 'remove')).toEqual({ status: 200, body: { success: true } });
    expect(await readWatchlist(test.db, auth, sunshine, headers)).toEqual({ status: 200, body: { phone_number: phone, items: [] } });
  });

  it('a shopper sees only their own watchlist', async () => {
    const mine = await signIn('+61455555555');
    const theirs = await signIn('+61466666666');
    const car = sunshineCar();
    await changeWatchlist(test.db, auth, sunshine, theirs, { phone_number: '+61466666666', car_id: car.id }, 'save');
    expect(await readWatchlist(test.db, auth, sunshine, mine)).toEqual({ status: 200, body: { phone_number: '+61455555555', items: [] } });
    expect(await readWatchlist(test.db, auth, sunshine, theirs)).toEqual({ status: 200, body: { phone_number: '+61466666666', items: [listed(car)] } });
  });

  it('403 when the body names another shopper\'s phone number', async () => {
    const headers = await signIn('+61477777777');
    expect(await changeWatchlist(test.db, auth, sunshine, headers, { phone_number: '+61466666666', car_id: sunshineCar().id }, 'save')).toEqual({
      status: 403,
      body: { success: false, message: NOT_YOUR_NUMBER },
    });
    expect(await changeWatchlist(test.db, auth, sunshine, headers, { phone_number: '+61466666666', car_id: sunshineCar().id }, 'remove')).toMatchObject({ status: 403 });
  });

  it('spec search §6: signed out (or signed in as a marketer) is refused with the sign-in message', async () => {
    const signedOut = new Headers({ host: 'localhost:3000' });
    const body = { phone_number: '+61477777777', car_id: sunshineCar().id };
    expect(await changeWatchlist(test.db, auth, sunshine, signedOut, body, 'save')).toEqual({ status: 401, body: { success: false, message: SIGN_IN_TO_USE_WATCHLIST } });
    expect(await readWatchlist(test.db, auth, sunshine, signedOut)).toEqual({ status: 200, body: { phone_number: null, items: [] } });
  });

  it.each([
    ['a missing car_id', { phone_number: '+61477777777' }, '/car_id', 'is required'],
    ['a car_id that is not a number', { phone_number: '+61477777777', car_id: 'abc' }, '/car_id', 'must be a whole number'],
    ['a landline', { phone_number: '+61712345678', car_id: 1 }, '/phone_number', 'must be an Australian mobile number like 0412 345 678'],
  ])('400 naming the field for %s', async (_name, body, field, message) => {
    const headers = await signIn('+61488888888');
    expect(await changeWatchlist(test.db, auth, sunshine, headers, body, 'save')).toEqual({ status: 400, body: { error: 'The request has errors.', fields: [{ field, message }] } });
  });

  it('only this site\'s cars, and only where the dealer offers a watchlist', async () => {
    const headers = await signIn('+61499999999');
    expect(await changeWatchlist(test.db, auth, sunshine, headers, { phone_number: '+61499999999', car_id: westsideCar().id }, 'save')).toEqual({
      status: 404,
      body: { success: false, message: NOT_A_CAR_OF_THIS_SITE },
    });
    expect(await changeWatchlist(test.db, auth, westside, headers, { phone_number: '+61499999999', car_id: westsideCar().id }, 'save')).toEqual({
      status: 404,
      body: { success: false, message: WATCHLIST_OFF },
    });
  });
});
