import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../../../blocks';
import { createAjv } from '../../../../schemas/ajv';
import type { DealerReservation, DealerReservationsAnswer } from '../../../../schemas/api/dealer-reservations';
import type { EditorErrorAnswer } from '../../../../schemas/api/editor';
import { editorApiRoute } from '../../../../schemas/api/editor-routes';
import type { Car } from '../../../../schemas/entities/car';
import { isReservable } from '../../../rules/reservation';
import { formatHeldUntil, reservationNumber } from '../../../rules/reservation-hold';
import type { MarketerAuth } from '../../auth/auth';
import { DEMO_MARKETERS } from '../../auth/demo-marketers';
import { createTestAuth, signedInHeaders } from '../../auth/test-support/signed-in';
import { createTestDatabase, type TestDatabase } from '../../db/test-database';
import { importDealerConfigs, readDealerConfigs } from '../../dealer-configs';
import { createReservationsRepository, type NewReservation, type StoredReservation } from '../../repositories/reservations';
import { seedDemoData, type DemoData } from '../../seed/seed';
import type { EditorContext } from './editor-access';
import { decideReservation, listReservations, NO_SUCH_RESERVATION } from './reservations-api';
import { shopperReservation } from '../../repositories/test-support/shopper-reservation';

const SUNSHINE = 'sunshine-toyota';
const HARBOUR = 'harbour-city-motors';
const WESTSIDE = 'westside-used-cars';
const ajv = createAjv();

let test: TestDatabase;
let data: DemoData;
let auth: MarketerAuth;
let context: EditorContext;
let as: { admin: Headers; sunshine: Headers; harbour: Headers; signedOut: Headers };
const SUNSHINE_EDITOR = DEMO_MARKETERS.find((m) => m.dealerSlugs.includes(SUNSHINE))!.email;

beforeAll(async () => {
  test = await createTestDatabase();
  data = await seedDemoData(test.db, { cars: 200, now: new Date('2026-11-22T00:00:00Z') });
  await importDealerConfigs(test.db, await readDealerConfigs());
  auth = await createTestAuth(test.db);
  context = { db: test.db, auth, registry };
  as = {
    admin: await signedInHeaders(auth, DEMO_MARKETERS.find((m) => m.role === 'platform-admin')!.email, '10.2.0.1'),
    sunshine: await signedInHeaders(auth, SUNSHINE_EDITOR, '10.2.0.2'),
    harbour: await signedInHeaders(auth, DEMO_MARKETERS.find((m) => m.dealerSlugs.includes(HARBOUR))!.email, '10.2.0.3'),
    signedOut: new Headers({ host: 'localhost:3000' }),
  };
}, 60_000);
afterAll(() => test?.drop());

const handedOut = new Set<number>();
function reservableCar(dealershipIds: readonly number[]): Car {
  const car = data.cars.find((c) => dealershipIds.includes(c.dealership_id) && isReservable(c, { reserveOnline: { enabled: true } }) && !handedOut.has(c.id));
  if (!car) throw new Error('The seeded stock has no reservable car left');
  handedOut.add(car.id);
  return car;
}
const sunshineCar = () => reservableCar([101]);
const harbourCar = () => reservableCar([201, 202, 203]);

/** A hold made as POST /api/reservations makes one: the local provider's deposit, pending. */
async function hold(site: string, car: Car, fields: Partial<NewReservation> = {}): Promise<StoredReservation> {
  const outcome = await createReservationsRepository(test.db).hold(shopperReservation(car, { site_slug: site, ...fields }));
  if (outcome.kind !== 'held') throw new Error(`The car was not held: ${outcome.kind}`);
  return outcome.reservation;
}
const endHold = (id: string) => sql`update reservations set held_until = now() - interval '1 second' where id = ${id}`.execute(test.db);
const holding = (carId: number) => createReservationsRepository(test.db).holding(carId);

type Handler = (context: EditorContext, request: Request, slug: string) => Promise<Response>;

/** A request as the editor's screen sends it, its answer held to the route's schema in schemas/api/editor-routes.ts. */
async function call<Body>(handler: Handler, slug: string, headers: Headers, body?: unknown, rawBody?: string): Promise<{ status: number; body: Body }> {
  const method = body === undefined && rawBody === undefined ? 'GET' : 'POST';
  const path = `/editor/api/sites/${slug}/reservations`;
  const request = new Request(`http://localhost:3000${path}`, {
    method,
    headers: method === 'POST' ? new Headers([...headers, ['content-type', 'application/json']]) : headers,
    body: rawBody ?? (body === undefined ? undefined : JSON.stringify(body)),
  });
  const response = await handler(context, request, slug);
  const answer = (await response.json()) as Body;
  const schema = editorApiRoute(method, path)!.answers[response.status];
  expect(schema, `${method} ${path} answered ${response.status}, which schemas/api/editor-routes.ts does not list`).toBeDefined();
  expect(ajv.validate(schema!, answer), ajv.errorsText(ajv.errors)).toBe(true);
  return { status: response.status, body: answer };
}
const list = (slug: string, headers = as.sunshine) => call<DealerReservationsAnswer>(listReservations, slug, headers);
const decide = <Body = { reservation: DealerReservation }>(slug: string, body: unknown, headers = as.sunshine) => call<Body>(decideReservation, slug, headers, body);

describe(`the dealer's reservations in the editor: who sees what (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('a marketer lists their own dealer’s reservations only, newest first, with the car, the shopper, the deposit and the hold on the car’s own clock', async () => {
    const [older, newer] = [sunshineCar(), sunshineCar()];
    const first = await hold(SUNSHINE, older);
    const second = await hold(SUNSHINE, newer, { first_name: 'Alex', last_name: 'Driver', email: 'alex@example.com', mobile: '0400 111 222' });
    const harbours = await hold(HARBOUR, harbourCar());

    const answer = await list(SUNSHINE);
    expect(answer.status).toBe(200);
    expect(answer.body.reserveOnline).toBe(true);
    const ids = answer.body.reservations.map((reservation) => reservation.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    expect(ids).not.toContain(harbours.id);
    expect(answer.body.reservations.find((reservation) => reservation.id === second.id)).toEqual({
      id: second.id,
      number: reservationNumber(second.id),
      status: 'held',
      createdAt: new Date(second.created_at).toISOString(),
      heldUntil: new Date(second.held_until).toISOString(),
      // Sunshine's yards are in Queensland.
      heldUntilText: formatHeldUntil(new Date(second.held_until), 'Australia/Brisbane'),
      car: { id: newer.id, name: newer.name, stockNumber: newer.stocknum ?? null, path: `/cars/${newer.slug}` },
      shopper: { firstName: 'Alex', lastName: 'Driver', email: 'alex@example.com', mobile: '0400 111 222', signedIn: false },
      deposit: { cents: 20_000, provider: 'local', status: 'pending', takenBy: null, text: 'Pending: to be taken by phone' },
      releasedBy: null,
      actions: ['confirm', 'release'],
    });
    expect(answer.body.reservations.find((reservation) => reservation.id === second.id)!.heldUntilText).toMatch(/AEST$/);

    // The platform team sees every dealer's; Harbour City's own marketer sees Harbour City's.
    expect((await list(HARBOUR, as.admin)).body.reservations.map((reservation) => reservation.id)).toContain(harbours.id);
    expect((await list(HARBOUR, as.harbour)).body.reservations.map((reservation) => reservation.id)).toEqual([harbours.id]);
  });

  it('a dealer with none has an empty list, and says whether it takes reservations online at all', async () => {
    expect((await list(WESTSIDE, as.admin)).body).toEqual({ reservations: [], reserveOnline: false });
  });

  it('signed out: 401 to read or change; another dealer’s site: 403, and nothing changes', async () => {
    const reservation = await hold(HARBOUR, harbourCar());
    expect((await list(SUNSHINE, as.signedOut)).status).toBe(401);
    expect((await decide<EditorErrorAnswer>(SUNSHINE, { reservation_id: reservation.id, action: 'release' }, as.signedOut)).status).toBe(401);
    const read = await list(HARBOUR, as.sunshine);
    expect(read.status).toBe(403);
    const release = await decide<EditorErrorAnswer>(HARBOUR, { reservation_id: reservation.id, action: 'release' }, as.sunshine);
    expect(release).toEqual({ status: 403, body: { error: 'forbidden', message: "You don't have access to this dealer's site." } });
    expect((await holding(reservation.car_id))?.id).toBe(reservation.id);
  });

  it('another dealer’s reservation, named on one’s own site, is 404, as is one that does not exist', async () => {
    const harbours = await hold(HARBOUR, harbourCar());
    for (const id of [harbours.id, '00000000-0000-4000-8000-000000000000']) {
      expect(await decide<EditorErrorAnswer>(SUNSHINE, { reservation_id: id, action: 'release' })).toEqual({
        status: 404,
        body: { error: 'not-found', message: NO_SUCH_RESERVATION },
      });
      expect(await decide<EditorErrorAnswer>(SUNSHINE, { reservation_id: id, action: 'confirm' })).toMatchObject({ status: 404 });
    }
    expect((await holding(harbours.car_id))?.status).toBe('held');
  });

  it.each([
    ['no action', { reservation_id: '00000000-0000-4000-8000-000000000000' }, '/action'],
    ['an action there is not', { reservation_id: '00000000-0000-4000-8000-000000000000', action: 'refund' }, '/action'],
    ['an id that is no reservation id', { reservation_id: "' or 1=1 --", action: 'release' }, '/reservation_id'],
    ['a number for the id', { reservation_id: 7, action: 'release' }, '/reservation_id'],
    ['a field of its own', { reservation_id: '00000000-0000-4000-8000-000000000000', action: 'release', refund: true }, '/refund'],
  ])('a malformed body (%s) is 400 naming the field, with a message', async (_name, body, field) => {
    const answer = await decide<EditorErrorAnswer>(SUNSHINE, body);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: 'invalid-request', field, message: expect.any(String) });
    expect(answer.body.message.length).toBeGreaterThan(10);
  });

  it('a body that is not JSON is refused below 500', async () => {
    const answer = await call<EditorErrorAnswer>(decideReservation, SUNSHINE, as.sunshine, undefined, '{"reservation_id": ');
    expect(answer.status).toBe(400);
  });
});

describe(`confirming and releasing a reservation (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('confirm: the deposit taken by phone, the reservation confirmed, and the car held after the hold’s time', async () => {
    const car = sunshineCar();
    const reservation = await hold(SUNSHINE, car);
    const answer = await decide(SUNSHINE, { reservation_id: reservation.id, action: 'confirm' });
    expect(answer.status).toBe(200);
    expect(answer.body.reservation).toMatchObject({
      id: reservation.id,
      status: 'confirmed',
      deposit: { status: 'paid', takenBy: SUNSHINE_EDITOR, text: 'Paid: taken by phone' },
      actions: ['release'],
    });
    // Asked twice (a double click, a second tab): the same answer, nothing more changed.
    expect(await decide(SUNSHINE, { reservation_id: reservation.id, action: 'confirm' })).toEqual(answer);
    await endHold(reservation.id);
    expect((await holding(car.id))?.id).toBe(reservation.id);
  });

  it('release: the reservation cancelled, and the car reservable again at once', async () => {
    const car = sunshineCar();
    const reservation = await hold(SUNSHINE, car);
    const answer = await decide(SUNSHINE, { reservation_id: reservation.id, action: 'release' });
    expect(answer.status).toBe(200);
    expect(answer.body.reservation).toMatchObject({ id: reservation.id, status: 'cancelled', releasedBy: SUNSHINE_EDITOR, actions: [] });
    expect(await holding(car.id)).toBeUndefined();
    const next = await hold(SUNSHINE, car, { first_name: 'Next' });
    expect(next.status).toBe('held');
    // Released again: already done, the same reservation comes back.
    expect((await decide(SUNSHINE, { reservation_id: reservation.id, action: 'release' })).body.reservation.status).toBe('cancelled');
  });

  it('a confirmed reservation can be released too (the dealer refunds the deposit), freeing the car', async () => {
    const car = sunshineCar();
    const reservation = await hold(SUNSHINE, car);
    await decide(SUNSHINE, { reservation_id: reservation.id, action: 'confirm' });
    expect((await decide(SUNSHINE, { reservation_id: reservation.id, action: 'release' })).body.reservation).toMatchObject({
      status: 'cancelled',
      deposit: { status: 'paid', takenBy: SUNSHINE_EDITOR },
      releasedBy: SUNSHINE_EDITOR,
    });
    expect(await holding(car.id)).toBeUndefined();
  });

  it('409 with the reservation as it is now when it no longer holds the car: a lapsed hold cannot be confirmed or released, a cancelled one not confirmed', async () => {
    const lapsed = await hold(SUNSHINE, sunshineCar());
    await endHold(lapsed.id);
    for (const action of ['confirm', 'release'] as const) {
      const answer = await decide<{ error: string; message: string; reservation: DealerReservation }>(SUNSHINE, { reservation_id: lapsed.id, action });
      expect(answer.status).toBe(409);
      expect(answer.body.error).toBe('reservation-changed');
      expect(answer.body.message).toMatch(/^This hold lapsed on .+, so the car is free to reserve again/);
      expect(answer.body.reservation).toMatchObject({ id: lapsed.id, status: 'lapsed', actions: [] });
    }
    const released = await hold(SUNSHINE, sunshineCar());
    await decide(SUNSHINE, { reservation_id: released.id, action: 'release' });
    const confirm = await decide<{ error: string; message: string; reservation: DealerReservation }>(SUNSHINE, { reservation_id: released.id, action: 'confirm' });
    expect(confirm).toMatchObject({
      status: 409,
      body: { message: 'This reservation has been cancelled, so it can no longer be confirmed.', reservation: { status: 'cancelled' } },
    });
  });

  it('a card payment Stripe reports paid shows as paid by card, and a car that has left the feed is listed without its details', async () => {
    const car = sunshineCar();
    const reservation = await hold(SUNSHINE, car, { payment_provider: 'stripe', payment_reference: 'pi_dealer_screen' });
    expect(await createReservationsRepository(test.db).recordPayment(reservation.id, 'pi_dealer_screen', 'paid')).toBe('confirmed');
    const gone = await hold(SUNSHINE, { ...sunshineCar(), id: 1_900_000_000 });
    const listed = (await list(SUNSHINE)).body.reservations;
    expect(listed.find((each) => each.id === reservation.id)).toMatchObject({ status: 'confirmed', deposit: { text: 'Paid by card (Stripe)', takenBy: null } });
    expect(listed.find((each) => each.id === gone.id)).toMatchObject({
      car: { id: 1_900_000_000, name: null, stockNumber: null, path: null },
      heldUntilText: formatHeldUntil(new Date(gone.held_until), 'Australia/Sydney'),
    });
  });
});
