import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { FORM_ERRORS_HEADING } from '../../runtime/rules/lead-requirements';
import { SPAM_CHECK_WORDS } from '../../runtime/spam-check-words';
import { openWatchedPage, seriousAxeViolations, sharedChromium } from '../support/browser';

/**
 * Spec detail §4 "Multi-step enquiry forms advance step by step; the last
 * step submits. On success with a lead_id the user goes to /success", and §7
 * "sends user data and isLastStep", at 375 px on Harbour City's enquiry,
 * which asks in steps (its terms and its choice of dealership make it the
 * longest form): each step passes axe, its indicator stays on its lines, and
 * only the last step sends.
 */
const base = inject('appUrl');
const SITE = `${base}/sites/harbour-city-motors`;

let browser: Browser;
beforeAll(async () => {
  browser = await sharedChromium();
});
afterAll(async () => {
  await browser?.close();
});

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '');

/** "Step n of 3" on one line at this width, and nothing wider than the phone. */
async function expectIndicatorFits(page: Page, step: number) {
  const lines = await page.getByText(`Step ${step} of 3`, { exact: true }).evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return range.getClientRects().length;
  });
  expect(lines).toBe(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

describe('a multi-step enquiry in Chromium at 375 px', () => {
  it('goes step by step to /success: Next checks each step, focus moves to each step’s heading, Back keeps the answers, only the last step sends, with isLastStep', async () => {
    const { context, page, consoleErrors } = await openWatchedPage(browser);
    try {
      const response = await page.goto(`${SITE}/enquiry`, { waitUntil: 'networkidle' });
      expect(response?.status()).toBe(200);
      await page.getByRole('heading', { level: 1, name: 'Send us an enquiry' }).waitFor();
      const sent: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/api/leads')) sent.push(request.postData() ?? '');
      });

      // Step 1: the contact details. Next with nothing typed stays here and lists what to fix.
      await page.getByRole('heading', { name: /^Step 1 of 3/ }).waitFor();
      await expectIndicatorFits(page, 1);
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByText(FORM_ERRORS_HEADING).waitFor();
      await expect.poll(() => focusedText(page)).toContain('First Name is required');
      expect(await page.getByRole('textbox', { name: /Message/ }).isVisible()).toBe(false);
      expect(await seriousAxeViolations(page)).toEqual([]);

      await page.getByLabel('First Name').fill('Robin');
      await page.getByLabel('Last name').fill('Okafor');
      await page.getByLabel('Email Address').fill('robin@example.com');
      await page.getByLabel('Mobile Number').fill('0412 345 679');
      // Enter in a field is Next, as a keyboard user expects.
      await page.getByLabel('Mobile Number').press('Enter');

      // Step 2: what the enquiry is about, and which dealership.
      await expect.poll(() => focusedText(page)).toMatch(/^Step 2 of 3/);
      await expectIndicatorFits(page, 2);
      expect(await page.getByText(FORM_ERRORS_HEADING).count()).toBe(0);
      const dealership = page.getByRole('combobox', { name: /^Dealership/ });
      await dealership.selectOption({ index: 1 });
      const chosen = await dealership.inputValue();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Next' }).click();

      // Step 3, then Back and forward again: nothing typed is lost.
      await expect.poll(() => focusedText(page)).toMatch(/^Step 3 of 3/);
      await page.getByRole('button', { name: 'Back' }).click();
      await expect.poll(() => focusedText(page)).toMatch(/^Step 2 of 3/);
      expect(await dealership.inputValue()).toBe(chosen);
      await page.getByRole('button', { name: 'Back' }).click();
      await expect.poll(() => focusedText(page)).toMatch(/^Step 1 of 3/);
      expect(await page.getByLabel('First Name').inputValue()).toBe('Robin');
      await page.getByRole('button', { name: 'Next' }).click();
      await expect.poll(() => focusedText(page)).toMatch(/^Step 2 of 3/);
      await page.getByRole('button', { name: 'Next' }).click();
      await expect.poll(() => focusedText(page)).toMatch(/^Step 3 of 3/);
      await expectIndicatorFits(page, 3);

      // Step 3: the message and the terms, then the form's own button.
      await page.getByRole('textbox', { name: /Message/ }).fill('Do you have a white Kia Sportage in stock?');
      await page.getByRole('checkbox', { name: /I agree to the terms of use/ }).check();
      await page.getByRole('status').filter({ hasText: SPAM_CHECK_WORDS.verified }).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(sent).toEqual([]);
      await page.getByRole('button', { name: 'Submit' }).click();
      await page.waitForURL(/\/success$/);
      await page.getByRole('heading', { level: 1, name: 'Thank you' }).waitFor();

      expect(sent).toHaveLength(1);
      expect(JSON.parse(sent[0])).toMatchObject({
        form: 'enquiry',
        isLastStep: true,
        name: 'Robin',
        last_name: 'Okafor',
        email: 'robin@example.com',
        category: 'General Enquiry',
        location_id: Number(chosen),
        message: 'Do you have a white Kia Sportage in stock?',
        terms_accepted: true,
      });
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
