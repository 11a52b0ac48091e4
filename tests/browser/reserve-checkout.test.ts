import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { FORM_ERRORS_HEADING } from '../../runtime/rules/lead-requirements';
import { isReservable } from '../../runtime/rules/reservation';
import { seedCarCount } from '../../runtime/server/db/ready';
import { generateDemoData } from '../../runtime/server/seed/seed';
import { openWatchedPage, seriousAxeViolations, sharedChromium } from '../support/browser';
import { shopperSessionCookie } from '../support/http';
import { signInWithLocalCode } from '../support/shopper-sign-in';

/**
 * Reserving a car online, as a shopper at 375 px does it: from the vehicle
 * page's Reserve button, through sign-in (Sunshine gates its checkout), to
 * the checkout (sunshine-toyota: /cars/{slug}/checkout, the Toyota
 * template's page), an empty and an invalid submit, then the
 * confirmation saying until when the car is held, with the local payment
 * provider's notice; and a car reserved by someone else while the form is
 * filled in. axe finds nothing serious at any step. The cars are the last
 * reservable, uncertified ones of sunshine-toyota's generated stock, so no
 * other browser test meets them reserved.
 */
const base = inject('appUrl');
const SITE = `${base}/sites/sunshine-toyota`;
const stock = generateDemoData({ cars: seedCarCount(), now: new Date() }).cars;
const reservable = stock.filter((each) => each.dealership_id === 101 && each.show_on_dealer_website && !each.certified && isReservable(each, { reserveOnline: { enabled: true } }));
const [other, car] = reservable.slice(-2);
if (!car || !other) throw new Error('sunshine-toyota has too few reservable cars in the demo stock');

let browser: Browser;
beforeAll(async () => {
  browser = await sharedChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('the reserve checkout in Chromium at 375 px', () => {
  it('Reserve on the vehicle page → checkout → errors for an empty and an invalid submit → the car held, axe-clean throughout', async () => {
    const { context, page, consoleErrors } = await openWatchedPage(browser);
    try {
      expect((await page.goto(`${SITE}/cars/${car.slug}`, { waitUntil: 'networkidle' }))?.status()).toBe(200);
      const reserve = page.getByRole('link', { name: 'Reserve Now' }).first();
      expect(await reserve.getAttribute('href')).toBe(`/sites/sunshine-toyota/cars/${car.slug}/checkout`);
      await reserve.click();
      // Sunshine keeps its checkout for signed-in shoppers (gatedRoutes: checkout): sign-in first, then the checkout.
      await page.waitForURL(/\/sites\/sunshine-toyota\/sign-in\?type=checkout&/);
      await signInWithLocalCode(page);
      await page.waitForURL(new RegExp(`/cars/${car.slug}/checkout$`));
      await page.waitForLoadState('networkidle');

      await page.getByRole('heading', { level: 1, name: 'Reserve this car online' }).waitFor();
      const checkout = page.locator('[data-reserve-checkout]');
      const terms = checkout.getByRole('list', { name: 'What reserving online means' });
      expect(await terms.getByRole('listitem').allTextContents()).toEqual(['$200 deposit', '48-hour hold', '100% refundable']);
      expect(await checkout.getByRole('list', { name: 'Payments accepted' }).getByRole('listitem').count()).toBe(5);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      expect(await seriousAxeViolations(page)).toEqual([]);

      let sent = 0;
      page.on('request', (request) => {
        if (request.url().endsWith('/api/reservations')) sent += 1;
      });
      const submit = page.getByRole('button', { name: 'Reserve this car' });
      await submit.click();
      await page.getByText(FORM_ERRORS_HEADING).waitFor();
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? '')).toContain('First Name is required');
      expect(await page.getByRole('link', { name: /is required$/ }).allTextContents()).toEqual([
        'First Name is required',
        'Last Name is required',
        'Email Address is required',
        'Mobile Number is required',
      ]);
      expect(await seriousAxeViolations(page)).toEqual([]);

      await page.getByLabel('First Name').fill('Jordan');
      await page.getByLabel('Last Name').fill('Lee');
      await page.getByLabel('Email Address').fill('jordan-at-example');
      await page.getByLabel('Mobile Number').fill('0412 345 678');
      await submit.click();
      await page.getByRole('link', { name: 'Email Address must be an email address, like name@example.com' }).waitFor();
      expect(sent).toBe(0);

      await page.getByLabel('Email Address').fill('jordan@example.com');
      await submit.click();
      const confirmed = page.getByRole('heading', { name: 'The car is reserved for you' });
      await confirmed.waitFor();
      expect(sent).toBe(1);
      const status = page.getByRole('status', { name: 'The car is reserved for you' });
      expect((await status.textContent())?.replace(/\s+/g, ' ')).toMatch(/We are holding the .+ for you until \w+day \d{1,2} \w+ \d{4} at \d{1,2}:\d{2} [ap]m AEST\./);
      expect(await status.textContent()).toContain('Local payment provider: no card was charged. The dealer will call you to take the $200 deposit.');
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? '')).toBe('The car is reserved for you');
      expect(await seriousAxeViolations(page)).toEqual([]);

      // The vehicle page shows the car reserved at once, and offers to reserve it no more.
      await page.goto(`${SITE}/cars/${car.slug}`, { waitUntil: 'networkidle' });
      const panel = page.locator('section', { has: page.getByRole('heading', { level: 1 }) });
      await panel.getByText('Reserved', { exact: true }).waitFor();
      expect(await page.locator(`a[href$="/cars/${car.slug}/checkout"]`).count()).toBe(0);
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('another shopper reserves the car while this one fills the form: a clear 409, then the checkout says the car is held', async () => {
    const { context, page, consoleErrors } = await openWatchedPage(browser);
    try {
      await page.goto(`${SITE}/cars/${other.slug}/checkout`, { waitUntil: 'networkidle' });
      await page.waitForURL(/\/sign-in\?type=checkout&/);
      await signInWithLocalCode(page);
      await page.waitForURL(new RegExp(`/cars/${other.slug}/checkout$`));
      await page.waitForLoadState('networkidle');
      await page.getByLabel('First Name').fill('Jordan');
      await page.getByLabel('Last Name').fill('Lee');
      await page.getByLabel('Email Address').fill('jordan@example.com');
      await page.getByLabel('Mobile Number').fill('0412 345 678');
      // The other shopper is signed in too: Sunshine keeps its checkout for signed-in shoppers.
      const first = await fetch(`${SITE}/api/reservations`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: await shopperSessionCookie(base, 'sunshine-toyota') },
        body: JSON.stringify({
          idempotency_key: 'browser-other-shopper-attempt-1',
          car_id: other.id,
          first_name: 'Kim',
          last_name: 'Ng',
          email: 'kim@example.com',
          mobile: '0400 111 222',
        }),
      });
      expect(first.status).toBe(201);
      await page.getByRole('button', { name: 'Reserve this car' }).click();
      const alert = page.getByRole('alert');
      await alert.getByText('Sorry, someone else has just reserved this car, so it can’t be reserved online right now.').waitFor();
      expect(await alert.getByRole('link', { name: 'Find Me Something Similar' }).getAttribute('href')).toMatch(/^\/sites\/sunshine-toyota\/search\//);
      expect(await seriousAxeViolations(page)).toEqual([]);

      await page.reload({ waitUntil: 'networkidle' });
      const notice = page.getByRole('region', { name: 'This car can’t be reserved online' });
      await notice.getByText('Another shopper has reserved this car, so it is on hold for them.').waitFor();
      expect(await notice.getByRole('link', { name: 'Back to the car' }).getAttribute('href')).toBe(`/sites/sunshine-toyota/cars/${other.slug}`);
      expect(await page.getByRole('button', { name: 'Reserve this car' }).count()).toBe(0);
      expect(await seriousAxeViolations(page)).toEqual([]);
      // Chromium logs the 409 answer itself; nothing else went wrong.
      expect(consoleErrors).toEqual(['Failed to load resource: the server responded with a status of 409 (Conflict)']);
    } finally {
      await context.close();
    }
  });
});
