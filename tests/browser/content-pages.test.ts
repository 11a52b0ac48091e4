import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openWatchedPage, seriousAxeViolations, sharedChromium } from '../support/browser';

const base = inject('appUrl');
const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 900 };

/** One of each kind of content page on each demo dealer: a service page, offers, a sale, the blog, a category, a post and a /pages/ page. */
const PAGES: readonly [string, string][] = [
  ['harbour-city-motors', '/service'],
  ['harbour-city-motors', '/special-offers'],
  ['harbour-city-motors', '/sale'],
  ['harbour-city-motors', '/blog'],
  ['harbour-city-motors', '/blog/buying-advice'],
  ['harbour-city-motors', '/blog/buying-advice/hybrid-or-electric'],
  ['harbour-city-motors', '/pages/our-history'],
  ['sunshine-toyota', '/warranty'],
  ['sunshine-toyota', '/eofy'],
  ['sunshine-toyota', '/blog/community/coolum-surf-club-partnership'],
  ['westside-used-cars', '/faqs'],
  ['westside-used-cars', '/blog'],
  ['westside-used-cars', '/pages/pre-owned-benefits'],
];

let browser: Browser;
beforeAll(async () => {
  browser = await sharedChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('content pages, offers and the blog in Chromium (spec detail §2)', () => {
  for (const [viewportName, viewport] of [
    ['375 px', PHONE],
    ['1280 px', DESKTOP],
  ] as const) {
    it(`answer 200 with one h1, no sideways scrolling and no serious or critical axe violations (${viewportName})`, async () => {
      const { context, page, consoleErrors } = await openWatchedPage(browser, viewport);
      try {
        for (const [slug, path] of PAGES) {
          const response = await page.goto(`${base}/sites/${slug}${path}`, { waitUntil: 'networkidle' });
          expect(response?.status(), `${slug}${path}`).toBe(200);
          expect(await page.locator('h1').count(), `${slug}${path} h1`).toBe(1);
          expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), `${slug}${path} overflow`).toBeLessThanOrEqual(0);
          expect(await seriousAxeViolations(page), `${slug}${path} axe`).toEqual([]);
        }
        expect(consoleErrors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});
