import { describe, expect, inject, it } from 'vitest';
import { createAjv } from '../../schemas/ajv';
import type { DealerReservation, DealerReservationsAnswer } from '../../schemas/api/dealer-reservations';
import { editorApiRoute } from '../../schemas/api/editor-routes';

/**
 * A reservation as the dealer meets it, on the built app: told through the
 * lead outbox (the local mailbox, as no SMTP server is set), listed on the
 * editor's reservations screen and its API for the dealer's own marketer
 * only, confirmed once the deposit was taken by phone, and released, which
 * makes the car reservable again at once. One sunshine-toyota car is
 * reserved here (the API fuzz reserves the last car of its sitemap; this
 * file never takes that one), as the signed-in shopper Sunshine's gated
 * checkout asks for.
 */
const base = inject('appUrl');
const SUNSHINE = 'sunshine-toyota';
const HARBOUR = 'harbour-city-motors';
const signedIn = inject('marketerCookies');
const shopperCookie = inject('shopperCookie');
const ajv = createAjv();
const LIST = `/editor/api/sites/${SUNSHINE}/reservations`;

interface Hit {
  id: number;
  slug: string;
  status: string;
  sold: boolean;
  reserved: boolean;
  price: number;
}

/** Sends an editor API request and holds its answer to schemas/api/editor-routes.ts, as tests/http/editor-api-answers.test.ts does. */
async function editorAnswer<Body>(method: 'GET' | 'POST', path: string, { cookie = signedIn.sunshineEditor, body }: { cookie?: string; body?: unknown } = {}) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { origin: base, ...(cookie ? { cookie } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json()) as Body;
  const schema = editorApiRoute(method, path)?.answers[response.status];
  expect(schema, `${method} ${path} answered ${response.status}, which the table does not list`).toBeDefined();
  expect(ajv.validate(schema!, answer), ajv.errorsText(ajv.errors)).toBe(true);
  return { status: response.status, body: answer };
}

/** The car the API fuzz reserves: the last one sunshine-toyota's sitemap lists (demo car slugs end in the car's id). */
async function fuzzedCarId(): Promise<number> {
  const xml = await (await fetch(`${base}/sites/${SUNSHINE}/sitemap.xml`)).text();
  const slug = [...xml.matchAll(/\/cars\/([a-z0-9-]+-\d+)<\/loc>/g)].at(-1)![1]!;
  return Number(slug.slice(slug.lastIndexOf('-') + 1));
}

async function sunshineHits(): Promise<Hit[]> {
  return ((await (await fetch(`${base}/sites/${SUNSHINE}/api/search?sortBy=price_asc`)).json()) as { hits: Hit[] }).hits;
}

async function aReservableCar(): Promise<Hit> {
  const fuzzed = await fuzzedCarId();
  const car = (await sunshineHits()).find((hit) => hit.status === 'in_stock' && !hit.sold && !hit.reserved && hit.price > 200 && hit.id !== fuzzed);
  if (!car) throw new Error('sunshine-toyota shows no reservable car on its first page of results');
  return car;
}

const reservedNow = async (carId: number) => (await sunshineHits()).find((hit) => hit.id === carId)?.reserved;

describe('the dealer’s reservations over HTTP', () => {
  it('a reservation is told to the dealer, listed for Sunshine’s marketer, confirmed, then released and the car reservable again at once', async () => {
    const car = await aReservableCar();
    const reserved = await fetch(`${base}/sites/${SUNSHINE}/api/reservations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base, cookie: shopperCookie },
      body: JSON.stringify({
        idempotency_key: 'http-dealer-screen-attempt-1',
        car_id: car.id,
        first_name: 'Dana',
        last_name: 'Dealerscreen',
        email: 'dana@example.com',
        mobile: '0412 000 333',
      }),
    });
    expect(reserved.status).toBe(201);
    const { reservation_id: id } = (await reserved.json()) as { reservation_id: string };
    const number = id.slice(0, 8).toUpperCase();

    // Told through the lead outbox: with no SMTP server the email waits in the local mailbox, which the platform team reads.
    await expect
      .poll(
        async () =>
          (await (await fetch(`${base}/editor/mailbox`, { headers: { cookie: signedIn.platformAdmin } })).text()).includes(`Reserved online: reservation number ${number}`),
        {
          timeout: 15_000,
          interval: 500,
        },
      )
      .toBe(true);

    const listed = await editorAnswer<DealerReservationsAnswer>('GET', LIST);
    expect(listed.status).toBe(200);
    expect(listed.body.reserveOnline).toBe(true);
    const row = listed.body.reservations.find((reservation) => reservation.id === id);
    expect(row).toMatchObject({
      number,
      status: 'held',
      car: { id: car.id, path: `/cars/${car.slug}` },
      shopper: { firstName: 'Dana', lastName: 'Dealerscreen', email: 'dana@example.com', mobile: '0412 000 333', signedIn: true },
      deposit: { cents: 20_000, provider: 'local', status: 'pending', text: 'Pending: to be taken by phone' },
      actions: ['confirm', 'release'],
    });
    expect(row!.heldUntilText).toMatch(/ AEST$/);

    const screen = await fetch(`${base}/editor/${SUNSHINE}/reservations`, { headers: { cookie: signedIn.sunshineEditor } });
    expect(screen.status).toBe(200);
    const html = await screen.text();
    expect(html).toContain(number);
    expect(html).toContain('Dana Dealerscreen');

    const confirmed = await editorAnswer<{ reservation: DealerReservation }>('POST', LIST, { body: { reservation_id: id, action: 'confirm' } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.reservation).toMatchObject({ status: 'confirmed', deposit: { status: 'paid', text: 'Paid: taken by phone' } });
    expect(await reservedNow(car.id)).toBe(true);

    const released = await editorAnswer<{ reservation: DealerReservation }>('POST', LIST, { body: { reservation_id: id, action: 'release' } });
    expect(released.status).toBe(200);
    expect(released.body.reservation).toMatchObject({ status: 'cancelled', actions: [] });
    expect(await reservedNow(car.id)).toBe(false);
    const checkout = await (await fetch(`${base}/sites/${SUNSHINE}/cars/${car.slug}/checkout`, { headers: { cookie: shopperCookie } })).text();
    expect(checkout).not.toContain('This car can’t be reserved online');
    expect(checkout).toContain('Reserve this car');

    // A lapsed or released reservation cannot be confirmed: 409 with the reservation as it is now.
    const late = await editorAnswer<{ error: string; reservation: DealerReservation }>('POST', LIST, { body: { reservation_id: id, action: 'confirm' } });
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ error: 'reservation-changed', reservation: { id, status: 'cancelled' } });
  });

  it('a malformed body is 400 naming the field; another dealer’s reservation or none 404; another dealer’s site 403; signed out 401', async () => {
    const bad = await editorAnswer<{ error: string; field: string; message: string }>('POST', LIST, { body: { reservation_id: 'x', action: 'refund' } });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error: 'invalid-request', field: expect.stringMatching(/^\/(reservation_id|action)$/), message: expect.any(String) });
    expect((await editorAnswer('POST', LIST, { body: { reservation_id: '00000000-0000-4000-8000-000000000000', action: 'release' } })).status).toBe(404);
    expect((await editorAnswer('GET', `/editor/api/sites/${HARBOUR}/reservations`)).status).toBe(403);
    expect(
      (await editorAnswer('POST', `/editor/api/sites/${HARBOUR}/reservations`, { body: { reservation_id: '00000000-0000-4000-8000-000000000000', action: 'release' } })).status,
    ).toBe(403);
    expect((await editorAnswer('GET', LIST, { cookie: '' })).status).toBe(401);
    expect((await editorAnswer('GET', `/editor/api/sites/${HARBOUR}/reservations`, { cookie: signedIn.platformAdmin })).status).toBe(200);
  });

  it('the reservations screen: another dealer’s is forbidden, and a visitor who is not signed in is sent to sign in', async () => {
    expect((await fetch(`${base}/editor/${HARBOUR}/reservations`, { headers: { cookie: signedIn.sunshineEditor } })).status).toBe(403);
    const signedOut = await fetch(`${base}/editor/${SUNSHINE}/reservations`, { redirect: 'manual' });
    expect(signedOut.status).toBe(307);
    expect(signedOut.headers.get('location')).toContain(`/editor/sign-in?redirect=${encodeURIComponent(`/editor/${SUNSHINE}/reservations`)}`);
  });
});
