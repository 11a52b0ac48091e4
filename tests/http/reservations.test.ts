import { describe, expect, inject, it } from 'vitest';
import { sendRaw } from '../support/http';

/**
 * POST /api/reservations and the checkout page over HTTP, on the built app
 * with the local payment provider (ALLOW_LOCAL_PAYMENTS=1, as a demo server).
 * The car comes from harbour-city-motors (route buy-online, $500 deposit),
 * where no other HTTP test file reserves; the API fuzz reserves on sunshine-toyota.
 */
const base = inject('appUrl');
const port = inject('appPort');
const HARBOUR = 'harbour-city-motors';
const HARBOUR_HOST = `${HARBOUR}.example.com:${port}`;

interface Hit {
  id: number;
  slug: string;
  status: string;
  sold: boolean;
  reserved: boolean;
  price: number;
}

/** A car harbour-city-motors shows that can be reserved online: in stock, neither sold nor reserved, priced over $200. */
async function aReservableCar(): Promise<Hit> {
  const answer = (await (await fetch(`${base}/sites/${HARBOUR}/api/search?sortBy=price_desc`)).json()) as { hits: Hit[] };
  const car = answer.hits.find((hit) => hit.status === 'in_stock' && !hit.sold && !hit.reserved && hit.price > 200);
  if (!car) throw new Error('harbour-city-motors shows no reservable car on its first page of results');
  return car;
}

let attempt = 0;
const body = (carId: number, fields: Record<string, unknown> = {}) =>
  JSON.stringify({
    idempotency_key: `http-reservation-attempt-${++attempt}`,
    car_id: carId,
    first_name: 'Sam',
    last_name: 'Shopper',
    email: 'sam@example.com',
    mobile: '0412 345 678',
    ...fields,
  });

/** harbour-city-motors gates its checkout (gatedRoutes: checkout): its pages are read, and its cars reserved, as a signed-in shopper. */
const shopperCookie = inject('shopperCookie');

const post = (payload: string, site = HARBOUR, { signedIn = true } = {}) =>
  fetch(`${base}/sites/${site}/api/reservations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, ...(signedIn ? { cookie: shopperCookie } : {}) },
    body: payload,
  });
const pageText = async (path: string) => {
  const response = await fetch(`${base}${path}`, { headers: { cookie: shopperCookie }, redirect: 'manual' });
  return { status: response.status, html: await response.text() };
};

describe('POST /api/reservations over HTTP: 400, 404, 409 and 201', () => {
  it('answers bad input 400 naming each field, and a deposit sent by the shopper is no field of the request', async () => {
    const response = await post(JSON.stringify({ idempotency_key: 'short', car_id: 0, first_name: '', email: 'nope', mobile: 'x', deposit_cents: 1 }));
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { error: string; fields: { field: string }[] };
    expect(answer.error).toBe('The request has errors.');
    expect(answer.fields.map((field) => field.field).sort()).toEqual(['/car_id', '/deposit_cents', '/email', '/first_name', '/idempotency_key', '/last_name', '/mobile']);
  });

  it('answers 404 for a car that is not this site’s, and for a site that does not reserve online', async () => {
    const missing = await post(body(2_000_000_000));
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: 'No such car on this site.', fields: [{ field: '/car_id', message: 'is not a car of this site' }] });
    const westside = await post(body(1), 'westside-used-cars');
    expect(westside.status).toBe(404);
    expect(await westside.json()).toEqual({ error: 'This dealer does not take reservations online.', fields: [] });
  });

  it('stores the reservation and answers 201; the car shows reserved at once; a second shopper gets 409; a retry 200', async () => {
    const car = await aReservableCar();
    const checkout = `/sites/${HARBOUR}/cars/${car.slug}/buy-online`;
    const before = await pageText(checkout);
    expect(before.status).toBe(200);
    expect(before.html).toContain('Reserve this car online');
    expect(before.html).toContain('$500 deposit');
    expect(before.html).toContain('48-hour hold');
    expect(before.html).toContain('100% refundable');
    expect(before.html).toContain('Payments accepted');

    const sent = body(car.id);
    const response = await post(sent);
    expect(response.status).toBe(201);
    const reservation = (await response.json()) as Record<string, unknown>;
    expect(reservation).toEqual({
      reservation_id: expect.any(String),
      car_id: car.id,
      status: 'held',
      held_until: expect.stringMatching(/Z$/),
      deposit_cents: 50_000,
      deposit: { provider: 'local', status: 'pending' },
    });

    // Search and the vehicle page read the hold at once; the checkout says why the car cannot be reserved.
    const hits = (await (await fetch(`${base}/sites/${HARBOUR}/api/search?sortBy=price_desc`)).json()) as { hits: Hit[] };
    expect(hits.hits.find((hit) => hit.id === car.id)?.reserved).toBe(true);
    const vehicle = await pageText(`/sites/${HARBOUR}/cars/${car.slug}`);
    expect(vehicle.html).toContain('>Reserved<');
    expect(vehicle.html).not.toContain(`/cars/${car.slug}/buy-online`);
    const after = await pageText(checkout);
    expect(after.html).toContain('This car can’t be reserved online');
    expect(after.html).toContain('Find Me Something Similar');

    const second = await post(body(car.id, { first_name: 'Alex' }));
    expect(second.status).toBe(409);
    expect(await second.json()).toEqual({ error: 'Sorry, someone else has just reserved this car, so it can’t be reserved online right now.', fields: [] });

    const retry = await post(sent);
    expect(retry.status).toBe(200);
    expect(await retry.json()).toEqual(reservation);
  });

  it('answers 401 in words a person understands where the dealer keeps the checkout for signed-in shoppers and none is signed in; nothing is held', async () => {
    const car = await aReservableCar();
    const refused = await post(body(car.id), HARBOUR, { signedIn: false });
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ error: 'Sign in to reserve this car online. Reload this page to sign in with your mobile number.', fields: [] });
    const hits = (await (await fetch(`${base}/sites/${HARBOUR}/api/search?sortBy=price_desc`)).json()) as { hits: Hit[] };
    expect(hits.hits.find((hit) => hit.id === car.id)?.reserved).toBe(false);
    // A car that is not the site's is 404 first, signed in or not, as the gated checkout page answers.
    expect((await post(body(2_000_000_000), HARBOUR, { signedIn: false })).status).toBe(404);
  });

  it('answers on the dealer’s own host as /api/reservations, and refuses a request made by another site’s page (403)', async () => {
    const onHost = await sendRaw(base, {
      method: 'POST',
      path: '/api/reservations',
      headers: { host: HARBOUR_HOST, 'content-type': 'application/json' },
      body: body(2_000_000_000),
    });
    expect(onHost.status).toBe(404);
    expect(JSON.parse(onHost.body)).toMatchObject({ fields: [{ field: '/car_id' }] });
    const forged = await fetch(`${base}/sites/${HARBOUR}/api/reservations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://evil.example' },
      body: body(1),
    });
    expect(forged.status).toBe(403);
  });

  it('the checkout page lives at the dealer’s route only, is kept out of search engines, and loads no Stripe without Stripe’s keys', async () => {
    const car = await aReservableCar();
    expect((await pageText(`/sites/${HARBOUR}/cars/${car.slug}/checkout`)).status).toBe(404);
    expect((await pageText(`/sites/${HARBOUR}/cars/no-such-car-1/buy-online`)).status).toBe(404);
    const page = await sendRaw(base, { path: `/cars/${car.slug}/buy-online`, headers: { host: HARBOUR_HOST, cookie: shopperCookie } });
    expect(page.status).toBe(200);
    // Signed out, the same page sends the visitor to sign in first.
    const signedOut = await sendRaw(base, { path: `/cars/${car.slug}/buy-online`, headers: { host: HARBOUR_HOST } });
    expect(signedOut.status).toBe(307);
    expect(String(signedOut.headers.location)).toMatch(/^\/sign-in\?type=checkout&redirect=%2Fcars%2F/);
    expect(page.body).toMatch(/<meta name="robots" content="noindex/);
    expect(String(page.headers['content-security-policy'])).not.toContain('stripe');
  });
});

describe('POST /api/payments/stripe-webhook without Stripe keys', () => {
  it.each(['/api/payments/stripe-webhook', '/sites/sunshine-toyota/api/payments/stripe-webhook'])('%s answers 404: this server takes no card payments', async (path) => {
    const response = await fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' }, body: '{}' });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: 'Stripe payments are not configured on this server.' });
  });
});
