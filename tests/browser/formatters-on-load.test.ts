import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openWatchedPage, sharedChromium, untilHydrated } from '../support/browser';

const base = inject('appUrl');
const SLUGS = ['sunshine-toyota', 'harbour-city-motors', 'westside-used-cars'] as const;

/**
 * Counts, from the page's first script on, every Intl formatter made and
 * every number or date written with toLocale…String: the first of them
 * builds the browser's formatting data, about 110 ms of a phone's main
 * thread (runtime/rules/formatters.ts). Each is recorded with the top of
 * its stack, so a failure names the code that formatted.
 */
const FORMATTING_WATCH = `(() => {
  window.__formatted = [];
  const record = (what) => window.__formatted.push(what + ' | ' + (new Error().stack || '').split('\\n').slice(2, 5).map((line) => line.trim()).join(' < '));
  for (const name of ['NumberFormat', 'DateTimeFormat', 'RelativeTimeFormat', 'PluralRules', 'ListFormat']) {
    const made = Intl[name];
    Intl[name] = new Proxy(made, {
      construct(target, args) { record('new Intl.' + name); return Reflect.construct(target, args); },
      apply(target, self, args) { record('Intl.' + name); return Reflect.apply(target, self, args); },
    });
  }
  for (const [owner, names] of [[Number.prototype, ['toLocaleString']], [Date.prototype, ['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString']]]) {
    for (const name of names) {
      const written = owner[name];
      owner[name] = function (...args) { record(name); return written.apply(this, args); };
    }
  }
})();`;

let browser: Browser;
beforeAll(async () => {
  browser = await sharedChromium();
});
afterAll(async () => {
  await browser?.close();
});

async function formattedWhileLoading(page: Page, address: string): Promise<string[]> {
  const response = await page.goto(address, { waitUntil: 'networkidle' });
  expect(response?.status(), address).toBe(200);
  await untilHydrated(page.locator('main'));
  return page.evaluate(() => (window as unknown as { __formatted: string[] }).__formatted);
}

describe('a dealer page builds no formatting data while it loads and hydrates (issue 16: main-thread work on phones)', () => {
  it('home, search, a vehicle page and a content page of each demo dealer make no Intl formatter and call no toLocaleString before a shopper acts', async () => {
    const { context, page, consoleErrors } = await openWatchedPage(browser);
    try {
      await context.addInitScript(FORMATTING_WATCH);
      for (const slug of SLUGS) {
        const site = `${base}/sites/${slug}`;
        await page.goto(`${site}/search`, { waitUntil: 'domcontentloaded' });
        const firstCar = await page.locator('a[href*="/cars/"]').first().getAttribute('href');
        expect(firstCar, `${slug}: a car on the search page`).toBeTruthy();
        for (const address of [site, `${site}/search`, `${base}${firstCar}`, `${site}/terms-and-conditions`]) {
          expect(await formattedWhileLoading(page, address), address).toEqual([]);
        }
      }
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('the watch sees a formatter made after the page has loaded, so an empty list means none was made', async () => {
    const { context, page } = await openWatchedPage(browser);
    try {
      await context.addInitScript(FORMATTING_WATCH);
      expect(await formattedWhileLoading(page, `${base}/sites/westside-used-cars/terms-and-conditions`)).toEqual([]);
      const formatted = await page.evaluate(() => {
        new Intl.NumberFormat('en-AU').format(1234);
        (1234).toLocaleString('en-AU');
        return (window as unknown as { __formatted: string[] }).__formatted.map((line) => line.split(' | ')[0]);
      });
      expect(formatted).toEqual(['new Intl.NumberFormat', 'toLocaleString']);
    } finally {
      await context.close();
    }
  });
});
