import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isReservable } from '../../runtime/rules/reservation';
import { DEMO_MARKETERS } from '../../runtime/server/auth/demo-marketers';
import { seedCarCount } from '../../runtime/server/db/ready';
import { stripeSignatureHeader } from '../../runtime/server/payments/stripe-signature';
import { DECLINED_CARD, DECLINED_MESSAGE, type FakeStripe, startFakeStripe } from '../../runtime/server/payments/test-support/fake-stripe';
import { generateDemoData } from '../../runtime/server/seed/seed';
import type { DealerReservation, DealerReservationsAnswer } from '../../schemas/api/dealer-reservations';
import { type AppServer, startAppServer } from '../support/app-server';
import { openWatchedPage, seriousAxeViolations, sharedChromium } from '../support/browser';
import { FAKE_CARD_LABEL, routeFakeStripe } from '../support/fake-stripe-js';
import { signInWithLocalCode } from '../support/shopper-sign-in';

/**
 * The deposit with Stripe, as a shopper at 375 px pays it: an app server of
 * this file's own with Stripe's keys, its STRIPE_API_BASE a fake Stripe on
 * loopback, and the browser's js.stripe.com and api.stripe.com routed to a
 * fake Stripe.js and that fake Stripe (tests/support/fake-stripe-js.ts), so
 * the checkout's own Content-Security-Policy is the one tried. Signed in
 * (Sunshine gates its checkout), the shopper reserves a car, the card entry
 * appears, a declined card says Stripe's words, a good card pays; then the
 * webhook Stripe sends confirms the reservation, and a tampered one is
 * refused. Also: Stripe.js that cannot be loaded.
 */
const SECRET_KEY = 'sk_test_browser_deposit';
const PUBLISHABLE_KEY = 'pk_test_browser_deposit';
const WEBHOOK_SECRET = 'whsec_browser_deposit';
const SLUG = 'sunshine-toyota';

const stock = generateDemoData({ cars: seedCarCount(), now: new Date() }).cars;
const reservable = stock.filter((each) => each.dealership_id === 101 && each.show_on_dealer_website && !each.certified && isReservable(each, { reserveOnline: { enabled: true } }));
const [paid, unloaded] = reservable;
if (!paid || !unloaded) throw new Error('sunshine-toyota has too few reservable cars in the demo stock');

let browser: Browser;
let stripe: FakeStripe;
let app: AppServer;
let site: string;
/** The demo Sunshine marketer's session, for the dealer's reservations API. */
let marketerCookie: string;

beforeAll(async () => {
  stripe = await startFakeStripe(SECRET_KEY, { publishableKey: PUBLISHABLE_KEY });
  app = await startAppServer({
    env: {
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_PUBLISHABLE_KEY: PUBLISHABLE_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: stripe.url,
      // Stripe's keys win over the local provider anyway; without it the server is configured as a Stripe deployment is.
      ALLOW_LOCAL_PAYMENTS: '',
      // As the shared server: each page comes from an address of its own (openWatchedPage), so sign-ins never share a budget.
      TRUSTED_PROXIES: '127.0.0.1',
    },
  });
  site = `${app.url}/sites/${SLUG}`;
  browser = await sharedChromium();
  const marketer = DEMO_MARKETERS.find((each) => each.dealerSlugs.includes(SLUG))!;
  const signedIn = await fetch(`${app.url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: app.url },
    body: JSON.stringify({ email: marketer.email, password: marketer.password }),
  });
  expect(signedIn.status).toBe(200);
  marketerCookie = signedIn.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await stripe?.close();
});

/** The car's reservation as the dealer's reservations API lists it. */
async function dealerReservation(carId: number): Promise<DealerReservation | undefined> {
  const answer = await fetch(`${app.url}/editor/api/sites/${SLUG}/reservations`, { headers: { cookie: marketerCookie } });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as DealerReservationsAnswer).reservations.find((each) => each.car.id === carId);
}

/** The car's checkout through sign-in (Sunshine gates it), then the reservation form sent: answers the checkout page's Content-Security-Policy. */
async function reserve(page: Page, slug: string): Promise<string> {
  await page.goto(`${site}/cars/${slug}/checkout`, { waitUntil: 'networkidle' });
  await page.waitForURL(/\/sign-in\?type=checkout&/);
  const checkout = page.waitForResponse((answer) => answer.request().isNavigationRequest() && new URL(answer.url()).pathname.endsWith(`/cars/${slug}/checkout`));
  await signInWithLocalCode(page);
  const policy = (await checkout).headers()['content-security-policy'] ?? '';
  await page.waitForURL(new RegExp(`/cars/${slug}/checkout$`));
  await page.waitForLoadState('networkidle');
  await page.getByLabel('First Name').fill('Jordan');
  await page.getByLabel('Last Name').fill('Lee');
  await page.getByLabel('Email Address').fill('jordan@example.com');
  await page.getByLabel('Mobile Number').fill('0412 345 678');
  await page.getByRole('button', { name: 'Reserve this car' }).click();
  await page.getByRole('heading', { name: 'The car is reserved for you' }).waitFor();
  return policy;
}

const directives = (policy: string) =>
  new Map(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/) as [string, ...string[]])
      .map(([name, ...sources]) => [name, sources]),
  );

function postWebhook(payload: string, signature: string) {
  return fetch(`${app.url}/api/payments/stripe-webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
    body: payload,
  });
}

describe('the Stripe deposit in Chromium at 375 px, against a fake Stripe', () => {
  it('reserve → card entry → declined card → paid; Stripe’s signed webhook confirms the reservation and a tampered one is refused', { timeout: 150_000 }, async () => {
    const { context, page, consoleErrors } = await openWatchedPage(browser);
    try {
      const routed = await routeFakeStripe(context, stripe);
      const policy = directives(await reserve(page, paid.slug));
      // The checkout lets Stripe.js in (loaded by the page's own nonced script: 'strict-dynamic'), its frames and its API; nothing more.
      expect(policy.get('script-src')).toEqual(expect.arrayContaining(["'strict-dynamic'", 'https://js.stripe.com']));
      expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
      expect(policy.get('connect-src')).toEqual(["'self'", 'https://api.stripe.com']);
      expect(policy.get('frame-src')).toContain('https://js.stripe.com');
      // Other pages of this server get no Stripe at all.
      expect((await fetch(`${site}/cars/${paid.slug}`)).headers.get('content-security-policy')).not.toContain('stripe');

      // The reservation started a PaymentIntent for the $200 deposit; the card entry confirms that one.
      const intent = stripe.paymentIntents().find((each) => each.metadata.car_id === String(paid.id))!;
      expect(intent).toMatchObject({ amount: 20_000, currency: 'aud', status: 'requires_payment_method', metadata: { site_slug: SLUG } });
      expect(await page.getByText(/^Reservation number: /).textContent()).toBe(`Reservation number: ${intent.metadata.reservation_id!.slice(0, 8).toUpperCase()}`);
      const deposit = page.getByRole('form', { name: 'Pay the $200 deposit to confirm your reservation' });
      const card = deposit.getByRole('textbox', { name: FAKE_CARD_LABEL });
      await card.waitFor();
      expect(routed.scriptLoads).toBe(1);
      const pay = deposit.getByRole('button', { name: 'Pay $200 deposit' });
      await expect.poll(() => pay.isEnabled()).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      expect(await seriousAxeViolations(page)).toEqual([]);

      // Stripe's own check of an empty card number, then a declined card: Stripe's words in an alert, and the shopper may pay again.
      await pay.click();
      await deposit.getByRole('alert').getByText('Your card number is incomplete.').waitFor();
      await card.fill(DECLINED_CARD.replace(/(\d{4})(?=\d)/g, '$1 '));
      await pay.click();
      await deposit.getByRole('alert').getByText(DECLINED_MESSAGE).waitFor();
      await expect.poll(() => pay.isEnabled()).toBe(true);
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(stripe.paymentIntents().find((each) => each.id === intent.id)?.status).toBe('requires_payment_method');

      await card.fill('4242 4242 4242 4242');
      await pay.click();
      const paidNotice = page.getByRole('status', { name: 'Deposit paid' });
      await paidNotice.waitFor();
      expect(await paidNotice.textContent()).toContain('Your $200 deposit is paid and your reservation is confirmed.');
      // The Pay button is gone: focus is on the notice, not lost to the page's start.
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? '')).toContain('Deposit paid');
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(stripe.paymentIntents().find((each) => each.id === intent.id)?.status).toBe('succeeded');
      const confirms = stripe.requests.filter((each) => each.path === `/v1/payment_intents/${intent.id}/confirm`);
      expect(confirms.map((each) => each.form.key)).toEqual([PUBLISHABLE_KEY, PUBLISHABLE_KEY]);

      // The page has Stripe's word; the reservation waits for Stripe's webhook.
      expect(await dealerReservation(paid.id)).toMatchObject({ status: 'held', deposit: { provider: 'stripe', status: 'pending' } });
      const event = stripe.event('payment_intent.succeeded', intent.id);
      const signature = stripeSignatureHeader(event, WEBHOOK_SECRET);
      // Tampered: signed with another secret, the signature altered, the body changed after signing. Each is refused, and nothing is confirmed.
      const alteredSignature = signature.replace(/v1=([0-9a-f])/, (_, digit: string) => `v1=${digit === '0' ? '1' : '0'}`);
      for (const [body, header] of [
        [event, stripeSignatureHeader(event, 'whsec_someone_else')],
        [event, alteredSignature],
        [event.replace('"amount":20000', '"amount":1'), signature],
      ] as const) {
        const refused = await postWebhook(body, header);
        expect(refused.status).toBe(400);
        expect(await refused.json()).toMatchObject({ error: 'The Stripe signature is not valid.' });
      }
      expect(await dealerReservation(paid.id)).toMatchObject({ status: 'held', deposit: { status: 'pending' } });

      const delivered = await postWebhook(event, signature);
      expect(delivered.status).toBe(200);
      expect(await delivered.json()).toEqual({ received: true });
      expect(await dealerReservation(paid.id)).toMatchObject({
        status: 'confirmed',
        number: intent.metadata.reservation_id!.slice(0, 8).toUpperCase(),
        deposit: { provider: 'stripe', status: 'paid', cents: 20_000 },
        shopper: { firstName: 'Jordan', lastName: 'Lee', signedIn: true },
      });

      // The site shows the car reserved, and offers it to no one else.
      await page.goto(`${site}/cars/${paid.slug}`, { waitUntil: 'networkidle' });
      await page
        .locator('section', { has: page.getByRole('heading', { level: 1 }) })
        .getByText('Reserved', { exact: true })
        .waitFor();
      expect(await page.locator(`a[href$="/cars/${paid.slug}/checkout"]`).count()).toBe(0);
      // Chromium logs the declined card's 402 itself; nothing else went wrong (a policy violation would be logged here too).
      expect(consoleErrors).toEqual([expect.stringMatching(/^Failed to load resource: the server responded with a status of 402\b/)]);
    } finally {
      await context.close();
    }
  });

  it('Stripe.js cannot be loaded: the page says so, the car stays reserved, and Try again brings the card entry on the same page', { timeout: 120_000 }, async () => {
    const { context, page, consoleErrors } = await openWatchedPage(browser);
    try {
      const routed = await routeFakeStripe(context, stripe);
      routed.unavailable = true;
      await reserve(page, unloaded.slug);
      const failure = page.getByRole('alert').filter({ hasText: 'The card form could not be loaded' });
      await failure.waitFor();
      expect(await failure.textContent()).toContain('your car stays reserved meanwhile');
      expect(await page.getByRole('textbox', { name: FAKE_CARD_LABEL }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Pay $200 deposit' }).count()).toBe(0);
      await page.getByRole('heading', { name: 'The car is reserved for you' }).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);

      // It is: the dealer has the hold, and the car's page says reserved.
      expect(await dealerReservation(unloaded.id)).toMatchObject({ status: 'held', deposit: { provider: 'stripe', status: 'pending' } });
      const carPage = await context.newPage();
      await carPage.goto(`${site}/cars/${unloaded.slug}`, { waitUntil: 'networkidle' });
      await carPage
        .locator('section', { has: carPage.getByRole('heading', { level: 1 }) })
        .getByText('Reserved', { exact: true })
        .waitFor();
      await carPage.close();

      // Stripe can be reached again: Try again, on this page, brings the card entry, and the deposit is paid.
      routed.unavailable = false;
      await page.getByRole('button', { name: 'Try again' }).click();
      const card = page.getByRole('textbox', { name: FAKE_CARD_LABEL });
      await card.waitFor();
      expect(routed.scriptLoads).toBe(2);
      expect(await failure.count()).toBe(0);
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? '')).toBe('Pay the $200 deposit to confirm your reservation');
      expect(await seriousAxeViolations(page)).toEqual([]);
      await card.fill('4242 4242 4242 4242');
      await page.getByRole('button', { name: 'Pay $200 deposit' }).click();
      await page.getByRole('status', { name: 'Deposit paid' }).getByText('Your $200 deposit is paid and your reservation is confirmed.').waitFor();
      // Chromium logs the 503 answer for Stripe.js itself; nothing else went wrong.
      expect(consoleErrors).toEqual([expect.stringMatching(/^Failed to load resource: the server responded with a status of 503\b/)]);
    } finally {
      await context.close();
    }
  });
});
