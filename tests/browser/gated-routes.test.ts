import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { FINANCE_FORM_ANCHOR } from '../../runtime/rules/finance-route';
import { SIGN_IN_REASONS } from '../../runtime/rules/gated-routes';
import { openWatchedPage, seriousAxeViolations, sharedChromium } from '../support/browser';
import { signInWithLocalCode } from '../support/shopper-sign-in';

/**
 * Spec detail §6 at 375 px: Harbour City Motors gates finance. An anonymous
 * visitor of its finance page goes to sign-in (type, redirect, back), signs
 * in with the local provider's code and lands on the page asked for, its
 * query kept; Westside gates nothing and its finance page is open to all.
 */
const base = inject('appUrl');
const HARBOUR = `${base}/sites/harbour-city-motors`;
const WESTSIDE = `${base}/sites/westside-used-cars`;

let browser: Browser;
beforeAll(async () => {
  browser = await sharedChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('gated routes in Chromium at 375 px', () => {
  it('an anonymous visitor of a gated finance page signs in first, then lands on the page asked for, with its query', async () => {
    const { context, page, consoleErrors } = await openWatchedPage(browser);
    try {
      await page.goto(`${HARBOUR}/`, { waitUntil: 'networkidle' });
      const asked = `/sites/harbour-city-motors/finance-enquiry?preferredDealership=harbour-city-mazda-mitsubishi&vehiclePriceBudget=30000`;
      await page.goto(`${base}${asked}`, { waitUntil: 'networkidle' });
      await page.waitForURL(/\/sites\/harbour-city-motors\/sign-in\?/);
      expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ type: 'finance', redirect: asked, back: '/sites/harbour-city-motors/' });
      await page.getByRole('heading', { level: 1, name: SIGN_IN_REASONS.finance }).waitFor();
      await page.getByRole('textbox', { name: /Mobile number/ }).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);

      await signInWithLocalCode(page);
      await page.waitForURL(`${base}${asked}`);
      await page.getByRole('heading', { level: 1, name: 'Finance enquiry' }).waitFor();
      expect(await page.locator(`#${FINANCE_FORM_ANCHOR}`).count()).toBe(1);
      // The finance route's preferredDealership chose that dealership's location.
      const chosen = page.locator(`#${FINANCE_FORM_ANCHOR} select`).first();
      await expect.poll(() => chosen.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent ?? '')).toMatch(/Mazda/);
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a dealer that gates nothing leaves its finance page open', async () => {
    const { context, page } = await openWatchedPage(browser);
    try {
      const response = await page.goto(`${WESTSIDE}/finance`, { waitUntil: 'networkidle' });
      expect(response?.status()).toBe(200);
      expect(new URL(page.url()).pathname).toBe('/sites/westside-used-cars/finance');
      await page.getByRole('heading', { level: 1, name: 'Car finance' }).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
