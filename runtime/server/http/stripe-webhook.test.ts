import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { registry } from '../../../blocks';
import type { Car } from '../../../schemas/entities/car';
import { isReservable } from '../../rules/reservation';
import { createTestShopperAuth, signedInShopper } from '../auth/test-support/signed-in';
import { createDataAccess } from '../data-access';
import { createTestDatabase, type TestDatabase } from '../db/test-database';
import { importDealerConfigs, readDealerConfigs } from '../dealer-configs';
import type { Payments } from '../payments/payments-from-env';
import { createStripePaymentProvider } from '../payments/stripe-payment-provider';
import { stripeSignatureHeader } from '../payments/stripe-signature';
import { type FakeStripe, startFakeStripe } from '../payments/test-support/fake-stripe';
import { createReservationsRepository } from '../repositories/reservations';
import { seedDemoData, type DemoData } from '../seed/seed';
import { createSiteService } from '../site-service';
import { createLocalSmsProvider } from '../sms/local-sms-provider';
import { postReservation } from './reservations';
import type { ShopperApiContext } from './shopper-handlers';
import { postStripeWebhook } from './stripe-webhook';

const SECRET_KEY = 'sk_test_webhook_suite';
const WEBHOOK_SECRET = 'whsec_webhook_suite';
const SUNSHINE = 'sunshine-toyota';

let test: TestDatabase;
let data: DemoData;
let context: ShopperApiContext;
/** Sunshine keeps its checkout for signed-in shoppers: the reservations are this shopper's. */
let shopperCookie: string;
let stripe: FakeStripe;
let payments: Payments;

beforeAll(async () => {
  test = await createTestDatabase();
  data = await seedDemoData(test.db, { cars: 120, now: new Date('2026-11-22T00:00:00Z') });
  await importDealerConfigs(test.db, await readDealerConfigs());
  const sms = createLocalSmsProvider();
  const signIn = { db: test.db, auth: createTestShopperAuth(test.db, sms), sms };
  shopperCookie = (await signedInShopper(signIn, '+61400000072')).cookie;
  context = { db: test.db, sites: createSiteService(test.db, registry), data: createDataAccess(test.db), shopperSignIn: async () => signIn };
  stripe = await startFakeStripe(SECRET_KEY);
  payments = {
    checkout: { kind: 'stripe', publishableKey: 'pk_test_webhook_suite' },
    provider: createStripePaymentProvider({ secretKey: SECRET_KEY, apiBase: stripe.url }),
    webhookSecret: WEBHOOK_SECRET,
  };
});
afterAll(async () => {
  await stripe.close();
  await test.drop();
});

const handedOut = new Set<number>();
function reservableCar(): Car {
  const car = data.cars.find((c) => c.dealership_id === 101 && c.show_on_dealer_website && isReservable(c, { reserveOnline: { enabled: true } }) && !handedOut.has(c.id))!;
  handedOut.add(car.id);
  return car;
}

let sequence = 0;
/** A reservation made through POST /api/reservations with Stripe: the fake Stripe's PaymentIntent is its payment. */
async function reserveWithStripe(car: Car) {
  const n = ++sequence;
  const body = {
    idempotency_key: `webhook-attempt-${String(n).padStart(6, '0')}`,
    car_id: car.id,
    first_name: 'Sam',
    last_name: 'Shopper',
    email: 'sam@example.com',
    mobile: '0412345678',
  };
  const request = new Request(`http://${SUNSHINE}.localhost:3000/api/reservations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.9.0.${n}`, cookie: shopperCookie },
    body: JSON.stringify(body),
  });
  const response = await postReservation(context, request, SUNSHINE, payments);
  expect(response.status).toBe(201);
  const answer = (await response.json()) as { reservation_id: string; deposit: { client_secret: string } };
  const stored = await createReservationsRepository(test.db).find(SUNSHINE, answer.reservation_id);
  return { id: answer.reservation_id, intentId: stored!.payment_reference!, clientSecret: answer.deposit.client_secret };
}

function event(type: string, intentId: string, reservationId: string) {
  return JSON.stringify({
    id: `evt_${intentId}`,
    object: 'event',
    type,
    data: { object: { id: intentId, object: 'payment_intent', amount: 20_000, currency: 'aud', metadata: { reservation_id: reservationId, site_slug: SUNSHINE } } },
  });
}

async function deliver(payload: string, { signature = stripeSignatureHeader(payload, WEBHOOK_SECRET), configured = true } = {}) {
  const request = new Request('http://127.0.0.1:3000/api/payments/stripe-webhook', {
    method: 'POST',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
    body: payload,
  });
  const response = await postStripeWebhook(test.db, request, configured ? { webhookSecret: WEBHOOK_SECRET } : {});
  return { status: response.status, body: await response.json() };
}

const reservation = (id: string) => createReservationsRepository(test.db).find(SUNSHINE, id);

describe(`POST /api/payments/stripe-webhook (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('the checkout’s PaymentIntent carries the deposit and the reservation; payment_intent.succeeded confirms it for good', async () => {
    const car = reservableCar();
    const { id, intentId, clientSecret } = await reserveWithStripe(car);
    expect(clientSecret).toMatch(new RegExp(`^${intentId}_secret_`));
    expect(stripe.requests.at(-1)!.form).toMatchObject({ amount: '20000', currency: 'aud', 'metadata[reservation_id]': id, 'metadata[car_id]': String(car.id) });
    expect(await reservation(id)).toMatchObject({ status: 'held', deposit_status: 'pending', payment_provider: 'stripe' });

    expect(await deliver(event('payment_intent.succeeded', intentId, id))).toEqual({ status: 200, body: { received: true } });
    expect(await reservation(id)).toMatchObject({ status: 'confirmed', deposit_status: 'paid' });
    // Confirmed: the car stays reserved after the 48 hours.
    await sql`update reservations set held_until = now() - interval '3 days' where id = ${id}`.execute(test.db);
    expect((await context.data.cars.byId({ dealershipIds: [101], includeSoldCarsDays: 3, minImageCount: 0, inStockOnly: false }, car.id))?.reserved).toBe(true);
    // Stripe sends an event again when it is unsure: nothing more changes.
    expect((await deliver(event('payment_intent.succeeded', intentId, id))).status).toBe(200);
    expect(await reservation(id)).toMatchObject({ status: 'confirmed', deposit_status: 'paid' });
  });

  it('refuses an event signed with another secret, signed too long ago, or changed after signing: 400, and nothing is confirmed', async () => {
    const { id, intentId } = await reserveWithStripe(reservableCar());
    const payload = event('payment_intent.succeeded', intentId, id);
    const refused = (message: string) => ({ status: 400, body: { error: 'The Stripe signature is not valid.', fields: [{ field: '/stripe-signature', message }] } });
    expect(await deliver(payload, { signature: stripeSignatureHeader(payload, 'whsec_not_ours') })).toEqual(refused('does not match this endpoint’s signing secret'));
    expect(await deliver(payload, { signature: stripeSignatureHeader(payload, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 301) })).toEqual(
      refused('was signed more than 5 minutes from now'),
    );
    const changed = payload.replace('"amount":20000', '"amount":1');
    expect(await deliver(changed, { signature: stripeSignatureHeader(payload, WEBHOOK_SECRET) })).toEqual(refused('does not match this endpoint’s signing secret'));
    expect(await deliver(payload, { signature: '' })).toEqual(refused('must carry a Stripe-Signature header'));
    expect(await reservation(id)).toMatchObject({ status: 'held', deposit_status: 'pending' });
  });

  it('confirms only the reservation whose payment it is: another PaymentIntent naming this reservation changes nothing', async () => {
    const { id } = await reserveWithStripe(reservableCar());
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect((await deliver(event('payment_intent.succeeded', 'pi_forged', id))).status).toBe(200);
    expect(warned).toHaveBeenCalledWith(expect.stringContaining('which has no such payment here'));
    warned.mockRestore();
    expect(await reservation(id)).toMatchObject({ status: 'held', deposit_status: 'pending' });
  });

  it('payment_intent.payment_failed records the failure and the hold stands; other events are acknowledged and ignored', async () => {
    const { id, intentId } = await reserveWithStripe(reservableCar());
    expect((await deliver(event('payment_intent.payment_failed', intentId, id))).status).toBe(200);
    expect(await reservation(id)).toMatchObject({ status: 'held', deposit_status: 'failed' });
    expect((await deliver(event('payment_intent.created', intentId, id))).status).toBe(200);
    expect(await deliver(JSON.stringify({ id: 'evt_x', type: 'customer.created', data: { object: { id: 'cus_1', object: 'customer' } } }))).toEqual({
      status: 200,
      body: { received: true },
    });
    expect(await reservation(id)).toMatchObject({ status: 'held', deposit_status: 'failed' });
  });

  it('404 where Stripe is not configured; 400 for a signed body that is not a Stripe event', async () => {
    const payload = event('payment_intent.succeeded', 'pi_1', 'r_1');
    expect((await deliver(payload, { configured: false })).status).toBe(404);
    expect(await deliver('[1,2]')).toEqual({ status: 400, body: { error: 'The request has errors.', fields: [{ field: '/type', message: 'must be a Stripe event' }] } });
    expect((await deliver('{"type":')).status).toBe(400);
  });
});
