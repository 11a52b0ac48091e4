import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { registry } from '../../../blocks';
import type { ReservationRequest } from '../../../schemas/api/reservations';
import type { Car } from '../../../schemas/entities/car';
import { REQUIRED_MESSAGE } from '../../rules/lead-requirements';
import { isReservable, RESERVATION_REFUSAL_WORDS } from '../../rules/reservation';
import { HOUR_MS, reservationNumber, reservationTimeZone } from '../../rules/reservation-hold';
import { createTestShopperAuth, signedInShopper } from '../auth/test-support/signed-in';
import { createDataAccess } from '../data-access';
import { createTestDatabase, type TestDatabase } from '../db/test-database';
import { importDealerConfigs, readDealerConfigs } from '../dealer-configs';
import { reservationLeadKey } from '../leads/reservation-lead';
import { createLocalPaymentProvider } from '../payments/local-payment-provider';
import { type DepositToTake, PaymentProviderError, type PaymentProvider } from '../payments/payment-provider';
import type { Payments } from '../payments/payments-from-env';
import { createLeadDeliveriesRepository } from '../repositories/lead-deliveries';
import { createLeadsRepository } from '../repositories/leads';
import { createReservationsRepository } from '../repositories/reservations';
import { seedDemoData, type DemoData } from '../seed/seed';
import { createSiteService, type SiteService } from '../site-service';
import { createLocalSmsProvider } from '../sms/local-sms-provider';
import {
  CAR_JUST_RESERVED,
  NO_SUCH_CAR,
  PAYMENT_NOT_STARTED,
  PAYMENT_UNREACHABLE,
  postReservation,
  RESERVATION_LEAD_HOLD_BACK_SECONDS,
  RESERVATION_UNAVAILABLE,
  RESERVATIONS_PER_ADDRESS,
  SIGN_IN_TO_RESERVE,
  TOO_MANY_RESERVATIONS,
} from './reservations';
import type { ShopperApiContext } from './shopper-handlers';

const SUNSHINE = 'sunshine-toyota';
const HARBOUR = 'harbour-city-motors';
const WESTSIDE = 'westside-used-cars';
const ENGINE = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';

/** Harbour City's published document as its checkout would be were it open to anyone: reserving online on, no route gated. */
const HARBOUR_OPEN = 'harbour-city-open-checkout';

let test: TestDatabase;
let data: DemoData;
let context: ShopperApiContext;
/** Sunshine and Harbour City keep their checkout for signed-in shoppers (gatedRoutes: checkout): requests carry this shopper's session unless a test says otherwise. */
let shopper: { cookie: string; userId: string };
const kicks = { kick: vi.fn() };
const local: Payments = { checkout: { kind: 'local' }, provider: createLocalPaymentProvider() };

beforeAll(async () => {
  test = await createTestDatabase();
  data = await seedDemoData(test.db, { cars: 300, now: new Date('2026-11-22T00:00:00Z') });
  await importDealerConfigs(test.db, await readDealerConfigs());
  const published = createSiteService(test.db, registry);
  const sites: Pick<SiteService, 'bySiteKey'> = {
    async bySiteKey(key) {
      if (key !== HARBOUR_OPEN) return published.bySiteKey(key);
      const harbour = (await published.bySiteKey(HARBOUR))!;
      return { ...harbour, document: { ...harbour.document, settings: { ...harbour.document.settings, gatedRoutes: [] } } };
    },
  };
  const sms = createLocalSmsProvider();
  const signIn = { db: test.db, auth: createTestShopperAuth(test.db, sms), sms };
  shopper = await signedInShopper(signIn, '+61400000071');
  context = { db: test.db, sites, data: createDataAccess(test.db), shopperSignIn: async () => signIn, leadDelivery: kicks };
}, 60_000);
afterAll(() => test.drop());

// Each test sends from addresses and about cars of its own, so no test's reservations count against another's limit or hold another's car.
let sequence = 0;
const next = () => ++sequence;
const newKey = () => `reserve-test-attempt-${String(next()).padStart(6, '0')}`;
const newAddress = () => {
  const n = next();
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};
const reservationsOf = (carId: number) => createReservationsRepository(test.db).ofCar(carId);

/** The cars of these dealerships that can be reserved online, each handed out once. */
const handedOut = new Set<number>();
function reservableCar(dealershipIds: readonly number[]): Car {
  const car = data.cars.find(
    (c) => dealershipIds.includes(c.dealership_id) && c.show_on_dealer_website && isReservable(c, { reserveOnline: { enabled: true } }) && !handedOut.has(c.id),
  );
  if (!car) throw new Error('The seeded stock has no reservable car left');
  handedOut.add(car.id);
  return car;
}
const sunshineCar = () => reservableCar([101]);
const harbourCar = () => reservableCar([201, 202, 203]);

function reservation(car: Pick<Car, 'id'>, fields: Partial<ReservationRequest> = {}): ReservationRequest {
  return { idempotency_key: newKey(), car_id: car.id, first_name: 'Sam', last_name: 'Shopper', email: 'sam@example.com', mobile: '0412 345 678', ...fields };
}

async function post(body: unknown, { site = SUNSHINE, from = newAddress(), via = context, payments = local, signedIn = true } = {}) {
  const request = new Request(`http://${site}.localhost:3000/api/reservations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': from, 'user-agent': 'Mozilla/5.0 (reservation test)', ...(signedIn ? { cookie: shopper.cookie } : {}) },
    body: JSON.stringify(body),
  });
  const response = await postReservation(via, request, site, payments);
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body: (await response.json()) as Record<string, unknown> };
}

/** Another app server's connection: on PostgreSQL a pool of its own. */
const servers = () => [context, ...Array.from({ length: 4 }, () => ({ ...context, db: test.openAnother() }))];

describe(`POST /api/reservations (${ENGINE})`, () => {
  it('stores the reservation, then answers 201: held for the dealer’s hold, the deposit pending with the local provider', async () => {
    const car = harbourCar();
    const sent = reservation(car, { first_name: '  Alex ', last_name: 'Driver' });
    const answer = await post(sent, { site: HARBOUR, from: '198.51.100.7' });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      reservation_id: expect.any(String),
      car_id: car.id,
      status: 'held',
      held_until: expect.stringMatching(/Z$/),
      // harbour-city-motors asks a $500 deposit.
      deposit_cents: 50_000,
      deposit: { provider: 'local', status: 'pending' },
    });
    const heldFor = Date.parse(answer.body.held_until as string) - Date.now();
    expect(heldFor).toBeGreaterThan(48 * HOUR_MS - 60_000);
    expect(heldFor).toBeLessThanOrEqual(48 * HOUR_MS);
    // Read through another app server's connection: stored before the answer went out.
    const stored = await createReservationsRepository(test.openAnother()).find(HARBOUR, answer.body.reservation_id as string);
    expect(stored).toMatchObject({
      site_slug: HARBOUR,
      idempotency_key: sent.idempotency_key,
      car_id: car.id,
      car_dealership_id: car.dealership_id,
      first_name: 'Alex',
      last_name: 'Driver',
      email: 'sam@example.com',
      mobile: '0412 345 678',
      deposit_cents: 50_000,
      status: 'held',
      payment_provider: 'local',
      payment_reference: null,
      deposit_status: 'pending',
      client_address: '198.51.100.7',
    });
    expect(await createReservationsRepository(test.db).find(SUNSHINE, answer.body.reservation_id as string)).toBeUndefined();
  });

  it('marks the car reserved at once: the vehicle page’s car and search both say so', async () => {
    const car = sunshineCar();
    const scope = { dealershipIds: [101], includeSoldCarsDays: 3, minImageCount: 0, inStockOnly: false };
    expect((await context.data.cars.bySlug(scope, car.slug))?.reserved).toBe(false);
    expect((await post(reservation(car))).status).toBe(201);
    expect((await context.data.cars.bySlug(scope, car.slug))?.reserved).toBe(true);
    const found = await context.data.search(
      scope,
      { searchVisibility: { minImageCount: 0, inStockOnly: false }, stockCount: {} } as never,
      {
        query: car.stocknum ?? '',
        lists: {},
        ranges: {},
        page: 1,
        sortBy: 'relevant',
      } as never,
    );
    expect(found.hits.find((hit) => hit.id === car.id)?.reserved).toBe(true);
  });

  it('answers a retry with the same idempotency key 200 with the same reservation, and stores one row', async () => {
    const car = sunshineCar();
    const sent = reservation(car);
    const first = await post(sent);
    const retry = await post({ ...sent, first_name: 'Sent twice' });
    expect(first.status).toBe(201);
    expect(retry).toEqual({ status: 200, retryAfter: null, body: first.body });
    expect(await reservationsOf(car.id)).toHaveLength(1);
  });

  it('a key already used for another car is refused 400 naming /idempotency_key, and holds nothing', async () => {
    const [first, second] = [sunshineCar(), sunshineCar()];
    const sent = reservation(first);
    expect((await post(sent)).status).toBe(201);
    expect(await post({ ...sent, car_id: second.id })).toEqual({
      status: 400,
      retryAfter: null,
      body: { error: 'The request has errors.', fields: [{ field: '/idempotency_key', message: 'was already used to reserve another car' }] },
    });
    expect(await reservationsOf(second.id)).toEqual([]);
  });

  it('409 when the car is held: "someone else has just reserved this car", and nothing is stored', async () => {
    const car = sunshineCar();
    expect((await post(reservation(car))).status).toBe(201);
    const late = reservation(car, { first_name: 'Late' });
    expect(await post(late)).toEqual({ status: 409, retryAfter: null, body: { error: CAR_JUST_RESERVED, fields: [] } });
    expect(CAR_JUST_RESERVED).toBe('Sorry, someone else has just reserved this car, so it can’t be reserved online right now.');
    expect((await reservationsOf(car.id)).map((r) => r.first_name)).toEqual(['Sam']);
  });

  it('50 concurrent reservations of one car, through several app servers: exactly one succeeds, 49 get a clear 409', async () => {
    const car = sunshineCar();
    const via = servers();
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => post(reservation(car, { first_name: `Shopper ${i}` }), { via: via[i % via.length] })));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    const refused = answers.filter((a) => a.status === 409);
    expect(refused).toHaveLength(49);
    expect(new Set(refused.map((a) => JSON.stringify(a.body)))).toEqual(new Set([JSON.stringify({ error: CAR_JUST_RESERVED, fields: [] })]));
    const rows = await reservationsOf(car.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id).toBe(answers.find((a) => a.status === 201)!.body.reservation_id);
  });

  it('a lapsed hold frees the car, with nothing run in between: the next shopper holds it and the old row is lapsed', async () => {
    const car = sunshineCar();
    const first = await post(reservation(car));
    expect((await post(reservation(car))).status).toBe(409);
    // The hold ended a second ago.
    await sql`update reservations set held_until = now() - interval '1 second' where id = ${first.body.reservation_id as string}`.execute(test.db);
    const scope = { dealershipIds: [101], includeSoldCarsDays: 3, minImageCount: 0, inStockOnly: false };
    expect((await context.data.cars.byId(scope, car.id))?.reserved).toBe(false);
    const second = await post(reservation(car, { first_name: 'Second' }));
    expect(second.status).toBe(201);
    expect((await reservationsOf(car.id)).map((r) => [r.first_name, r.status])).toEqual([
      ['Sam', 'lapsed'],
      ['Second', 'held'],
    ]);
    // A retry of the first attempt now reads it as it is.
    expect((await post({ ...reservation(car), idempotency_key: (await reservationsOf(car.id))[0]!.idempotency_key })).body).toMatchObject({ status: 'lapsed' });
  });

  it('50 concurrent reservations of a car whose hold has just lapsed: exactly one new hold, the old row lapsed once', async () => {
    const car = sunshineCar();
    const first = await post(reservation(car));
    await sql`update reservations set held_until = now() - interval '1 second' where id = ${first.body.reservation_id as string}`.execute(test.db);
    const via = servers();
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => post(reservation(car, { first_name: `Shopper ${i}` }), { via: via[i % via.length] })));
    expect(answers.map((a) => a.status).sort()).toEqual([201, ...Array(49).fill(409)]);
    const rows = await reservationsOf(car.id);
    expect(rows.map((r) => r.status)).toEqual(['lapsed', 'held']);
  });

  describe('400 naming each field', () => {
    it.each([
      ['a missing first name', { first_name: undefined }, '/first_name', REQUIRED_MESSAGE],
      ['a first name of spaces', { first_name: '   ' }, '/first_name', REQUIRED_MESSAGE],
      ['an empty last name', { last_name: '' }, '/last_name', 'must not be empty'],
      ['an email that is not one', { email: 'sam-at-example' }, '/email', 'must be an email address'],
      ['a mobile that is not one', { mobile: 'call me' }, '/mobile', 'must be a phone number of 8 to 20 digits'],
      ['a short idempotency key', { idempotency_key: 'short' }, '/idempotency_key', 'must be letters, digits, - and _ only (16 to 64)'],
      ['a car id of 0', { car_id: 0 }, '/car_id', 'must be at least 1'],
      ['a deposit the shopper chose', { deposit_cents: 1 }, '/deposit_cents', 'is not a known field here'],
    ])('%s', async (_name, change, field, message) => {
      const car = sunshineCar();
      const answer = await post(JSON.parse(JSON.stringify({ ...reservation(car), ...change })));
      expect(answer).toEqual({ status: 400, retryAfter: null, body: { error: 'The request has errors.', fields: [{ field, message }] } });
      expect(await reservationsOf(car.id)).toEqual([]);
    });
  });

  it('404 for another dealer’s car or one that does not exist, naming /car_id', async () => {
    const refused = { status: 404, retryAfter: null, body: { error: NO_SUCH_CAR, fields: [{ field: '/car_id', message: 'is not a car of this site' }] } };
    const harbours = harbourCar();
    expect(await post(reservation(harbours))).toEqual(refused);
    expect(await post(reservation({ id: 2_000_000_000 }))).toEqual(refused);
    expect(await reservationsOf(harbours.id)).toEqual([]);
  });

  it('404 on a site that does not reserve online (westside-used-cars)', async () => {
    const car = reservableCar([301]);
    expect(await post(reservation(car), { site: WESTSIDE })).toEqual({
      status: 404,
      retryAfter: null,
      body: { error: RESERVATION_REFUSAL_WORDS['reserve-online-off'], fields: [] },
    });
  });

  it('409 saying why for a car that cannot be reserved: sold, coming soon, reserved by the feed, no price', async () => {
    const cases: [Partial<Pick<Car, 'status' | 'sold' | 'reserved' | 'price'>>, string][] = [
      [{ status: 'sold', sold: true }, RESERVATION_REFUSAL_WORDS.sold],
      [{ status: 'coming_soon' }, RESERVATION_REFUSAL_WORDS['not-in-stock']],
      [{ reserved: true }, CAR_JUST_RESERVED],
      [{ price: 200 }, RESERVATION_REFUSAL_WORDS['price-too-low']],
    ];
    for (const [change, error] of cases) {
      const car = sunshineCar();
      await test.db.updateTable('cars').set(change).where('id', '=', car.id).execute();
      expect(await post(reservation(car))).toEqual({ status: 409, retryAfter: null, body: { error, fields: [] } });
      expect(await reservationsOf(car.id)).toEqual([]);
    }
  });

  it(`per address: ${RESERVATIONS_PER_ADDRESS} new reservations a day, the next gets 429 with Retry-After; refusals and retries do not count`, async () => {
    const from = newAddress();
    const held = await post(reservation(sunshineCar()), { from });
    expect(held.status).toBe(201);
    const car = sunshineCar();
    expect((await post(reservation(car), { from })).status).toBe(201);
    expect((await post(reservation(car), { from })).status).toBe(409);
    for (let i = 2; i < RESERVATIONS_PER_ADDRESS; i++) expect((await post(reservation(sunshineCar()), { from })).status).toBe(201);
    const over = sunshineCar();
    const refused = await post(reservation(over), { from });
    expect(refused).toEqual({ status: 429, retryAfter: expect.stringMatching(/^[1-9]\d*$/), body: { error: TOO_MANY_RESERVATIONS, fields: [] } });
    expect(await reservationsOf(over.id)).toEqual([]);
    // The refused one held nothing: another shopper reserves that car.
    expect((await post(reservation(over))).status).toBe(201);
  });

  it('503 when this server takes no deposits: online reservation is unavailable, nothing is stored', async () => {
    const car = sunshineCar();
    expect(await post(reservation(car), { payments: { checkout: { kind: 'unavailable' } } })).toEqual({
      status: 503,
      retryAfter: null,
      body: { error: RESERVATION_UNAVAILABLE, fields: [] },
    });
    expect(await reservationsOf(car.id)).toEqual([]);
  });

  it('503 when the payment provider fails: the hold is cancelled at once and the car is free', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failing: PaymentProvider = {
      name: 'stripe',
      startDeposit: async () => {
        throw new PaymentProviderError('Stripe is down');
      },
    };
    const car = sunshineCar();
    const answer = await post(reservation(car), { payments: { checkout: { kind: 'stripe', publishableKey: 'pk_test' }, provider: failing } });
    expect(answer).toEqual({ status: 503, retryAfter: null, body: { error: PAYMENT_NOT_STARTED, fields: [] } });
    expect((await reservationsOf(car.id)).map((r) => r.status)).toEqual(['cancelled']);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('the deposit could not be started'), expect.any(PaymentProviderError));
    logged.mockRestore();
    expect((await post(reservation(car))).status).toBe(201);
  });

  it('with a card provider: the PaymentIntent’s reference is stored, the client secret answered, and a retry gets the same payment back', async () => {
    const asked: DepositToTake[] = [];
    const cardProvider: PaymentProvider = {
      name: 'stripe',
      startDeposit: async (deposit) => {
        asked.push(deposit);
        return { reference: `pi_${deposit.reservationId.slice(0, 8)}`, clientSecret: `pi_${deposit.reservationId.slice(0, 8)}_secret_x` };
      },
    };
    const payments: Payments = { checkout: { kind: 'stripe', publishableKey: 'pk_test' }, provider: cardProvider };
    const car = sunshineCar();
    const sent = reservation(car);
    const first = await post(sent, { payments });
    expect(first.status).toBe(201);
    const id = first.body.reservation_id as string;
    expect(first.body.deposit).toEqual({ provider: 'stripe', status: 'pending', client_secret: `pi_${id.slice(0, 8)}_secret_x` });
    expect(asked[0]).toMatchObject({ reservationId: id, siteSlug: SUNSHINE, carId: car.id, amountCents: 20_000, email: 'sam@example.com' });
    expect(asked[0]!.description).toContain(car.name);
    expect((await createReservationsRepository(test.db).find(SUNSHINE, id))?.payment_reference).toBe(`pi_${id.slice(0, 8)}`);
    expect(await post(sent, { payments })).toEqual({ status: 200, retryAfter: null, body: first.body });
    expect(asked.map((deposit) => deposit.reservationId)).toEqual([id, id]);

    // The provider unreachable for a retry: 503, and the hold stands.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const unreachable: Payments = {
      ...payments,
      provider: {
        name: 'stripe',
        startDeposit: async () => {
          throw new PaymentProviderError('Stripe is down');
        },
      },
    };
    expect(await post(sent, { payments: unreachable })).toEqual({ status: 503, retryAfter: null, body: { error: PAYMENT_UNREACHABLE, fields: [] } });
    logged.mockRestore();
    expect((await reservationsOf(car.id)).map((r) => r.status)).toEqual(['held']);
  });
});

describe(`POST /api/reservations where the dealer keeps the checkout for signed-in shoppers (${ENGINE})`, () => {
  it('401 for a shopper who is not signed in, in words a person understands, on Sunshine and Harbour City alike; nothing is held', async () => {
    for (const [site, car] of [
      [SUNSHINE, sunshineCar()],
      [HARBOUR, harbourCar()],
    ] as const) {
      expect(await post(reservation(car), { site, signedIn: false })).toEqual({ status: 401, retryAfter: null, body: { error: SIGN_IN_TO_RESERVE, fields: [] } });
      expect(SIGN_IN_TO_RESERVE).toBe('Sign in to reserve this car online. Reload this page to sign in with your mobile number.');
      expect(await reservationsOf(car.id)).toEqual([]);
      expect((await post(reservation(car), { site })).status).toBe(201);
    }
  });

  it('a body the schema refuses is 400 and a car not on the site 404, whoever asks: the same answers the gated checkout page gives before sign-in', async () => {
    const bad = await post({ ...reservation(sunshineCar()), email: 'nope' }, { signedIn: false });
    expect(bad.status).toBe(400);
    expect(await post(reservation({ id: 2_000_000_000 }), { signedIn: false })).toMatchObject({ status: 404, body: { error: NO_SUCH_CAR } });
  });

  it('stores the signed-in shopper’s user id on the reservation', async () => {
    const answer = await post(reservation(sunshineCar()));
    expect(answer.status).toBe(201);
    expect((await createReservationsRepository(test.db).find(SUNSHINE, answer.body.reservation_id as string))?.shopper_user_id).toBe(shopper.userId);
  });

  it('where the checkout is open to anyone: a shopper who is not signed in reserves (no user id), a signed-in one is still named', async () => {
    const anonymous = await post(reservation(harbourCar()), { site: HARBOUR_OPEN, signedIn: false });
    expect(anonymous.status).toBe(201);
    expect((await createReservationsRepository(test.db).find(HARBOUR, anonymous.body.reservation_id as string))?.shopper_user_id).toBeNull();
    const named = await post(reservation(harbourCar()), { site: HARBOUR_OPEN });
    expect((await createReservationsRepository(test.db).find(HARBOUR, named.body.reservation_id as string))?.shopper_user_id).toBe(shopper.userId);
  });
});

describe(`POST /api/reservations tells the dealer through the lead outbox (${ENGINE})`, () => {
  const leadOf = (site: string, reservationId: string) => createLeadsRepository(test.db).findByKey(site, reservationLeadKey(reservationId));
  const outboxOf = (leadId: string) => createLeadDeliveriesRepository(test.db).forLead(leadId);

  it('stores the reservation’s lead in its own transaction: the car, the shopper, the deposit and the hold; one row per destination, due once the deposit started', async () => {
    kicks.kick.mockClear();
    const car = harbourCar();
    const answer = await post(reservation(car, { first_name: 'Alex', last_name: 'Driver', email: 'alex@example.com', mobile: '0412 000 111' }), { site: HARBOUR });
    expect(answer.status).toBe(201);
    const id = answer.body.reservation_id as string;
    const lead = await leadOf(HARBOUR, id);
    expect(lead).toMatchObject({
      form: 'reservation',
      category: 'Reservation',
      subcategory: null,
      // Spec detail §9: filed by the car like an enquiry about it, 14 new or 15 used (a demo counts as used).
      event_id: car.car_type === 'new' ? 14 : 15,
      url: `/cars/${car.slug}/buy-online`,
      car_id: car.id,
      car_dealership_id: car.dealership_id,
      user_agent: 'Mozilla/5.0 (reservation test)',
      spam: false,
    });
    expect(lead!.fields).toEqual({
      name: 'Alex',
      last_name: 'Driver',
      email: 'alex@example.com',
      phone: '0412 000 111',
      reservation: {
        reservation_id: id,
        number: reservationNumber(id),
        held_until: answer.body.held_until,
        time_zone: reservationTimeZone(car),
        deposit_cents: 50_000,
        payment_provider: 'local',
        deposit_status: 'pending',
      },
    });
    const rows = await outboxOf(lead!.id);
    expect(rows.map((row) => row.destination)).toEqual(['email:leads@harbour-city-motors.example.com']);
    expect(Date.parse(rows[0]!.next_attempt_at)).toBeLessThanOrEqual(Date.now());
    expect(kicks.kick).toHaveBeenCalledOnce();
  });

  it('the lead waits while the deposit’s payment is being started, so the dealer is never told before it has', async () => {
    const seen: { due: number; rows: number }[] = [];
    const watching: PaymentProvider = {
      name: 'stripe',
      startDeposit: async (deposit) => {
        const lead = await leadOf(SUNSHINE, deposit.reservationId);
        const rows = await outboxOf(lead!.id);
        seen.push({ rows: rows.length, due: Math.min(...rows.map((row) => Date.parse(row.next_attempt_at))) });
        return { reference: `pi_${deposit.reservationId.slice(0, 8)}`, clientSecret: 'pi_secret' };
      },
    };
    const answer = await post(reservation(sunshineCar()), { payments: { checkout: { kind: 'stripe', publishableKey: 'pk_test' }, provider: watching } });
    expect(answer.status).toBe(201);
    // Sunshine sends its leads to one address.
    expect(seen).toEqual([{ rows: 1, due: expect.any(Number) }]);
    expect(seen[0]!.due - Date.now()).toBeGreaterThan((RESERVATION_LEAD_HOLD_BACK_SECONDS - 10) * 1000);
    const lead = await leadOf(SUNSHINE, answer.body.reservation_id as string);
    expect(Date.parse((await outboxOf(lead!.id))[0]!.next_attempt_at)).toBeLessThanOrEqual(Date.now());
    expect(lead!.fields).toMatchObject({ reservation: { payment_provider: 'stripe', deposit_status: 'pending' } });
  });

  it('one lead per reservation: a retry adds none; a 409, a 429, a 401 and a payment that could not start leave none', async () => {
    const car = sunshineCar();
    const sent = reservation(car);
    const first = await post(sent);
    expect((await post(sent)).status).toBe(200);
    const leads = await test.db.selectFrom('leads').select('id').where('idempotency_key', 'like', 'reservation-%').where('car_id', '=', car.id).execute();
    expect(leads).toHaveLength(1);
    expect(leads[0]!.id).toBe((await leadOf(SUNSHINE, first.body.reservation_id as string))!.id);
    expect((await post(reservation(car))).status).toBe(409);
    expect(await test.db.selectFrom('leads').select('id').where('car_id', '=', car.id).execute()).toHaveLength(1);

    const from = newAddress();
    for (let i = 0; i < RESERVATIONS_PER_ADDRESS; i++) expect((await post(reservation(sunshineCar()), { from })).status).toBe(201);
    const refusedCar = sunshineCar();
    expect((await post(reservation(refusedCar), { from })).status).toBe(429);
    expect((await post(reservation(refusedCar), { signedIn: false })).status).toBe(401);
    expect(await test.db.selectFrom('leads').select('id').where('car_id', '=', refusedCar.id).execute()).toEqual([]);

    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failing: PaymentProvider = {
      name: 'stripe',
      startDeposit: async () => {
        throw new PaymentProviderError('Stripe is down');
      },
    };
    const unpaid = sunshineCar();
    const answer = await post(reservation(unpaid), { payments: { checkout: { kind: 'stripe', publishableKey: 'pk_test' }, provider: failing } });
    logged.mockRestore();
    expect(answer.status).toBe(503);
    expect(await test.db.selectFrom('leads').select('id').where('car_id', '=', unpaid.id).execute()).toEqual([]);
    const [cancelled] = await reservationsOf(unpaid.id);
    expect(cancelled!.status).toBe('cancelled');
    expect(await leadOf(SUNSHINE, cancelled!.id)).toBeUndefined();
  });
});
