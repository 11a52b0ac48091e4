import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openWatchedPage, seriousAxeViolations, sharedChromium, untilHydrated } from '../support/browser';

const base = inject('appUrl');
const SUNSHINE = `${base}/sites/sunshine-toyota`;
const PHONE = { width: 375, height: 812 };

let browser: Browser;
beforeAll(async () => {
  browser = await sharedChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** The chunks the page has fetched so far, by file name. */
async function scriptsFetched(page: import('playwright-core').Page): Promise<string[]> {
  return page.evaluate(() => performance.getEntriesByType('resource').flatMap((entry) => (entry.name.endsWith('.js') ? [entry.name.split('/').pop() ?? ''] : [])));
}

describe("the header's drawers on a phone, their code loaded on first opening, in Chromium", () => {
  it('the menu opens by keyboard with the whole navigation, is axe clean, and Escape gives focus back to its button', async () => {
    const { context, page, consoleErrors } = await openWatchedPage(browser, PHONE);
    try {
      await page.goto(`${SUNSHINE}/`, { waitUntil: 'networkidle' });
      const menuButton = page.getByRole('banner').getByRole('button', { name: 'Menu' });
      await untilHydrated(menuButton);
      const before = await scriptsFetched(page);
      await menuButton.focus();
      await page.keyboard.press('Enter');
      const drawer = page.getByRole('dialog', { name: 'Menu' });
      await drawer.waitFor();
      // The drawer's code came when asked for: the page had not fetched it before.
      expect((await scriptsFetched(page)).length).toBeGreaterThan(before.length);
      // The whole navigation, the Vehicles menu's models included.
      expect(await drawer.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/sites/sunshine-toyota');
      expect(await drawer.getByRole('link', { name: 'Corolla' }).getAttribute('href')).toBe('/sites/sunshine-toyota/search/toyota/corolla');
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await expect.poll(() => drawer.count()).toBe(0);
      await expect.poll(() => menuButton.evaluate((button) => button === document.activeElement)).toBe(true);
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("the phone button opens the dealer's numbers, and the menu drawer then opens at once on the code already loaded", async () => {
    const { context, page, consoleErrors } = await openWatchedPage(browser, PHONE);
    try {
      await page.goto(`${SUNSHINE}/`, { waitUntil: 'networkidle' });
      const callButton = page.getByRole('banner').getByRole('button', { name: 'Call us' });
      await untilHydrated(callButton);
      await callButton.click();
      const numbers = page.getByRole('dialog', { name: 'Call us' });
      await numbers.waitFor();
      // Each number masked until the shopper asks for it, as on the cards.
      await numbers.getByRole('button', { name: 'Show number: Sales' }).waitFor();
      await numbers.getByRole('button', { name: /close/i }).click();
      await expect.poll(() => numbers.count()).toBe(0);
      const afterFirst = await scriptsFetched(page);
      await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('dialog', { name: 'Menu' }).waitFor();
      // Both drawers are Mantine's Drawer: the second opening fetched no code of its own for it.
      const fetched = (await scriptsFetched(page)).filter((file) => !afterFirst.includes(file));
      expect(fetched).toEqual([]);
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
