import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { FORM_ERRORS_HEADING } from '../../runtime/rules/lead-requirements';
import { openWatchedPage, seriousAxeViolations, sharedChromium } from '../support/browser';

/**
 * The trade-in valuation as a shopper meets it at 375 px on Sunshine Coast
 * Toyota, whose demo stock holds Corollas near the demo rego TRADE1's (the
 * local providers work offline on it): an empty first step lists what to fix
 * with focus on the list and sends nothing; the four steps reach the
 * accepted offer, focus on each step's heading; a car too old for an online
 * estimate ends with the dealer's call back; a reload in the middle reopens
 * the trade-in where it was. What was stored is read from
 * the server's answers, each given from the stored row, and from retries,
 * which find the stored row again.
 */
const base = inject('appUrl');
const SITE = `${base}/sites/sunshine-toyota`;
const THIS_YEAR = new Date().getUTCFullYear();

let browser: Browser;
beforeAll(async () => {
  browser = await sharedChromium();
});
afterAll(async () => {
  await browser?.close();
});

interface Exchange {
  status: number;
  sent: string;
  body: Record<string, any>;
}

/** Every trade-in request the page sends, with the server's answer, read on its way through. */
async function recordTradeIns(page: Page): Promise<Map<string, Exchange>> {
  const seen = new Map<string, Exchange>();
  await page.route('**/api/trade-ins**', async (route) => {
    const response = await route.fetch();
    const step = new URL(route.request().url()).pathname.split('/api/trade-ins')[1] || '/';
    seen.set(step, { status: response.status(), sent: route.request().postData() ?? '{}', body: (await response.json()) as Record<string, any> });
    await route.fulfill({ response });
  });
  return seen;
}

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '');

async function fillDetails(page: Page, name: string) {
  await page.getByLabel('First Name').fill(name);
  await page.getByLabel('Mobile Number').fill('0412 555 019');
  await page.getByLabel('Email Address').fill(`${name.toLowerCase()}@example.com`);
  await page.getByRole('button', { name: 'Next: look up my car' }).click();
  await expect.poll(() => focusedText(page)).toBe('Rego lookup');
}

async function answerValuation(page: Page, kms: string) {
  await page.getByLabel('Odometer (km)').fill(kms);
  for (const [question, answer] of [
    [/Overall condition/, 'Good'],
    [/accident/, 'No'],
    [/service history/, 'Yes'],
    [/mechanical/, 'No'],
  ] as const) {
    await page.getByRole('radiogroup', { name: question }).getByRole('radio', { name: answer, exact: true }).check();
  }
  await page.getByRole('button', { name: 'Get my estimate' }).click();
}

async function sitemapCarId(): Promise<number> {
  const xml = await (await fetch(`${SITE}/sitemap.xml`)).text();
  const slug = /\/cars\/([a-z0-9-]+-\d+)<\/loc>/.exec(xml)![1];
  return Number(slug.slice(slug.lastIndexOf('-') + 1));
}

describe('trade-in valuation in Chromium at 375 px', () => {
  it('/sell-my-car: an empty first step lists the errors with focus on them; then the four steps reach the accepted offer, each stored', async () => {
    const { context, page, consoleErrors } = await openWatchedPage(browser);
    try {
      const response = await page.goto(`${SITE}/sell-my-car`, { waitUntil: 'networkidle' });
      expect(response?.status()).toBe(200);
      await page.getByRole('heading', { level: 1, name: 'Sell My Car' }).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      const exchanges = await recordTradeIns(page);

      await page.getByRole('button', { name: 'Next: look up my car' }).click();
      await page.getByText(FORM_ERRORS_HEADING).waitFor();
      await expect.poll(() => focusedText(page)).toContain('First Name is required');
      expect(exchanges.size).toBe(0);
      expect(await seriousAxeViolations(page)).toEqual([]);

      // Step 1: the shopper's details, stored as the trade-in's lead.
      await fillDetails(page, 'Alex');
      expect(exchanges.get('/')).toMatchObject({ status: 201, body: { trade_in_id: expect.any(String), token: expect.any(String), lead_id: expect.any(String) } });

      // Step 2: the demo rego, typed in lower case with a space, sent with Enter.
      await page.getByLabel('Registration (rego)').fill('trade 1');
      await page.getByLabel('Registration (rego)').press('Enter');
      await expect.poll(() => focusedText(page)).toBe('Valuation');
      expect(exchanges.get('/rego-lookup')?.body.trade_in).toMatchObject({ rego: 'TRADE1', rego_state: 'QLD', vehicle: { make: 'Toyota', model: 'Corolla', year: THIS_YEAR - 3 } });
      await page.getByText(`Your car: ${THIS_YEAR - 3} Toyota Corolla Ascent Sport`).waitFor();
      await page.getByText(/^Local rego lookup \(demo\)/).waitFor();

      // Step 3: kms and the adjustment answers; the local provider's estimate, labelled as one.
      await answerValuation(page, '42,000');
      await expect.poll(() => focusedText(page)).toBe('Offer');
      const valued = exchanges.get('/valuation')!.body.trade_in;
      expect(valued).toMatchObject({
        kms: 42_000,
        adjustment_answers: { condition: 'good', accident_history: 'no', service_history: 'yes', mechanical_issues: 'no' },
        valuation: { outcome: 'estimate', local: true },
      });
      await page.getByText("Estimate from this dealer's comparable stock (local valuation provider)").waitFor();
      await page.getByText(/^Our offer: \$[\d,]+\. Subject to inspection\.$/).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);

      // Step 4: the offer accepted.
      await page.getByRole('button', { name: 'Accept offer' }).click();
      await expect.poll(() => focusedText(page)).toBe('Offer accepted');
      const accepted = exchanges.get('/offer-acceptance')!;
      expect(accepted.status).toBe(201);
      expect(accepted.body.trade_in).toMatchObject({
        rego: 'TRADE1',
        kms: 42_000,
        offer_price: valued.valuation.low,
        offer_accepted: true,
        form_completed: true,
        offer_lead_id: accepted.body.lead_id,
      });
      expect(JSON.parse(accepted.sent)).toMatchObject({ subcategory: '3. Offer Accepted', lead_id: exchanges.get('/')!.body.lead_id, form_completed: true, offer_accepted: true });
      expect(await seriousAxeViolations(page)).toEqual([]);

      // The stored rows found again: the same offer lead, and the same trade-in and lead for step 1's attempt.
      const again = await fetch(`${SITE}/api/trade-ins/offer-acceptance`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: accepted.sent });
      expect(again.status).toBe(200);
      expect(await again.json()).toMatchObject({ lead_id: accepted.body.lead_id, trade_in: { offer_accepted: true, valuation: valued.valuation } });
      const first = await fetch(`${SITE}/api/trade-ins`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: exchanges.get('/')!.sent });
      expect(first.status).toBe(200);
      expect(await first.json()).toMatchObject({ trade_in_id: exchanges.get('/')!.body.trade_in_id, lead_id: exchanges.get('/')!.body.lead_id });
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('/sell-my-car: a reload in the middle reopens the trade-in where it was, with what was answered; "Start again" drops it; the steps read as one line at 375 px', async () => {
    const { context, page, consoleErrors } = await openWatchedPage(browser);
    try {
      await page.goto(`${SITE}/sell-my-car`, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1, name: 'Sell My Car' }).waitFor();
      // At 375 px the progress is one line, the current step marked; the full stepper waits for wider screens.
      const compact = page.getByText('Step 1 of 4 · Your details');
      await compact.waitFor();
      expect(await compact.getAttribute('aria-current')).toBe('step');
      expect((await compact.boundingBox())!.height).toBeLessThan(30);
      expect(await page.locator('.mantine-Stepper-root').isVisible()).toBe(false);

      const exchanges = await recordTradeIns(page);
      await fillDetails(page, 'Robin');
      const started = exchanges.get('/')!.body;
      await page.getByLabel('Registration (rego)').fill('TRADE1');
      await page.getByRole('button', { name: 'Look up my car' }).click();
      await expect.poll(() => focusedText(page)).toBe('Valuation');
      await page.getByText('Step 3 of 4 · Valuation').waitFor();

      // Reloaded after the lookup: the valuation again, with the car found; the token never in the address.
      await page.reload({ waitUntil: 'networkidle' });
      await page.getByRole('heading', { name: 'Valuation', exact: true }).waitFor();
      await page.getByText(`Your car: ${THIS_YEAR - 3} Toyota Corolla Ascent Sport`).waitFor();
      expect(page.url()).not.toContain(started.token);
      expect(exchanges.get(`/${started.trade_in_id}`)).toMatchObject({ status: 200, body: { next_step: 'valuation', trade_in: { rego: 'TRADE1' } } });

      // Reloaded after the valuation: the offer again, with the estimate.
      await answerValuation(page, '42,000');
      await expect.poll(() => focusedText(page)).toBe('Offer');
      const offer = await page.getByText(/^Our offer: \$[\d,]+\. Subject to inspection\.$/).textContent();
      await page.reload({ waitUntil: 'networkidle' });
      await page.getByRole('heading', { name: 'Offer', exact: true }).waitFor();
      expect(await page.getByText(/^Our offer: /).textContent()).toBe(offer);
      await page.getByText('Step 4 of 4 · Offer').waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);

      // Start again: step 1, and a reload stays there.
      await page.getByRole('button', { name: 'Start again' }).click();
      await expect.poll(() => focusedText(page)).toBe('Your details');
      expect(await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('trade-in-journey:')))).toEqual([]);
      await page.reload({ waitUntil: 'networkidle' });
      await page.getByRole('heading', { name: 'Your details', exact: true }).waitFor();
      await page.getByText('Step 1 of 4 · Your details').waitFor();
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('the full stepper shows from the sm breakpoint up, on one line', async () => {
    const { context, page, consoleErrors } = await openWatchedPage(browser, { width: 1024, height: 800 });
    try {
      await page.goto(`${SITE}/sell-my-car`, { waitUntil: 'networkidle' });
      const stepper = page.locator('.mantine-Stepper-steps');
      await stepper.waitFor();
      expect(await page.getByText('Step 1 of 4 · Your details').isVisible()).toBe(false);
      expect(await page.locator('.mantine-Stepper-step[aria-current="step"]').textContent()).toContain('Your details');
      const tops = await page.locator('.mantine-Stepper-step').evaluateAll((steps) => steps.map((step) => Math.round(step.getBoundingClientRect().top)));
      expect(new Set(tops).size).toBe(1);
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('/cars/trade-in?car_id=: the lead keeps the car wanted; a car over 7 years gets no online estimate and the dealer’s call back', async () => {
    const { context, page, consoleErrors } = await openWatchedPage(browser);
    try {
      const carId = await sitemapCarId();
      const response = await page.goto(`${SITE}/cars/trade-in?car_id=${carId}`, { waitUntil: 'networkidle' });
      expect(response?.status()).toBe(200);
      await page.getByRole('heading', { level: 1, name: 'Trade In Towards This Car' }).waitFor();
      await page.getByText(/^Towards: /).waitFor();
      const exchanges = await recordTradeIns(page);

      await fillDetails(page, 'Jo');
      expect(JSON.parse(exchanges.get('/')!.sent)).toMatchObject({ form: 'trade-in', car_id: carId, url: '/cars/trade-in' });
      await page.getByLabel('Registration (rego)').fill('OLDCAR1');
      await page.getByLabel('State').selectOption('VIC');
      await page.getByRole('button', { name: 'Look up my car' }).click();
      await expect.poll(() => focusedText(page)).toBe('Valuation');
      await answerValuation(page, '80000');

      await expect.poll(() => focusedText(page)).toBe('No online estimate for this car');
      await page.getByText('We do not give an online estimate for cars over 7 years old.').waitFor();
      await page.getByText('We have your details and will call you back to value your car in person.').waitFor();
      expect(exchanges.get('/valuation')!.body.trade_in).toMatchObject({
        car_id: carId,
        rego: 'OLDCAR1',
        rego_state: 'VIC',
        kms: 80_000,
        valuation: { outcome: 'no-estimate', reason: 'over-age' },
        form_completed: true,
        offer_accepted: false,
      });
      expect(await page.getByRole('button', { name: 'Accept offer' }).count()).toBe(0);
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
