import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openWatchedPage, seriousAxeViolations } from '../support/browser';
import { launchChromium } from '../support/chromium';

const DEMO_DEALERS = [
  { slug: 'sunshine-toyota', name: 'Sunshine Coast Toyota', domain: 'sunshine-toyota.example.com' },
  { slug: 'harbour-city-motors', name: 'Harbour City Motor Group', domain: 'harbour-city-motors.example.com' },
  { slug: 'westside-used-cars', name: 'Westside Used Cars', domain: 'westside-used-cars.example.com' },
] as const;

const server = { url: inject('appUrl'), port: inject('appPort') };
let browser: Browser;

beforeAll(async () => {
  // The dealers' own domains resolve to this machine, so host tenancy is tested as shoppers meet it.
  browser = await launchChromium(['--host-resolver-rules=MAP *.example.com 127.0.0.1']);
});

afterAll(async () => {
  await browser?.close();
});

const addresses = (dealer: (typeof DEMO_DEALERS)[number]) => [
  { how: 'by /sites/{slug}', url: `${server.url}/sites/${dealer.slug}` },
  { how: 'by {slug}.localhost', url: `http://${dealer.slug}.localhost:${server.port}/` },
  { how: 'by its own domain', url: `http://${dealer.domain}:${server.port}/` },
];

describe('demo dealer home pages in Chromium on a 375 px phone', () => {
  for (const dealer of DEMO_DEALERS) {
    for (const how of ['by /sites/{slug}', 'by {slug}.localhost', 'by its own domain']) {
      // The three addresses render one document: axe reads the page once per dealer, on the first.
      const audited = how === 'by /sites/{slug}';
      it(`${dealer.slug} ${how}: renders themed, no console errors, fits the screen${audited ? ', no serious axe violations' : ''}`, async () => {
        const { url } = addresses(dealer).find((a) => a.how === how)!;
        const { context, page, consoleErrors } = await openWatchedPage(browser);
        try {
          const response = await page.goto(url, { waitUntil: 'networkidle' });
          expect(response?.status()).toBe(200);
          expect(await page.title()).toContain(dealer.name);
          // Web-first waits: each retries until its landmark is there, so nothing is read while the page still streams in.
          await page.getByRole('banner').waitFor();
          await page.locator('main#main').waitFor();
          await page.getByRole('contentinfo').waitFor();
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          expect(overflow).toBeLessThanOrEqual(0);
          if (audited) expect(await seriousAxeViolations(page)).toEqual([]);
          expect(consoleErrors).toEqual([]);
        } finally {
          await context.close();
        }
      });
    }
  }

  it('a long page draws the blocks on the first screen at once, the others as the shopper comes near them; links, anchors and Tab still land in view (global.css)', async () => {
    const { context, page, consoleErrors } = await openWatchedPage(browser);
    try {
      const home = `${server.url}/sites/harbour-city-motors`;
      await page.goto(home, { waitUntil: 'load' });
      // Drawn: styled, laid out and painted. A block not yet drawn stands in at a set height, its parts unpainted.
      const drawn = (locator: Locator) => locator.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));
      const inView = (locator: Locator) =>
        locator.evaluate((element) => {
          const box = element.getBoundingClientRect();
          return box.top >= 0 && box.bottom <= window.innerHeight;
        });
      const firstBlockLink = page.locator('main#main > *').first().getByRole('link').first();
      const footerLink = page.getByRole('contentinfo').getByRole('link').first();
      await footerLink.waitFor({ state: 'attached' });
      expect(await drawn(firstBlockLink)).toBe(true);
      expect(await drawn(footerLink)).toBe(false);
      // Taken to, the footer is drawn where it is, though the blocks on the way were drawn taller than they stood in.
      await footerLink.evaluate((element) => element.scrollIntoView());
      await expect.poll(() => drawn(footerLink)).toBe(true);
      await expect.poll(() => inView(footerLink)).toBe(true);
      // A link to a block far down the page lands on it.
      await page.goto(`${home}#reviews`, { waitUntil: 'load' });
      const reviews = page.locator('#reviews');
      await expect.poll(() => reviews.evaluate((element) => Math.round(element.getBoundingClientRect().top))).toBe(0);
      // Tab through blocks not yet drawn: every link or button it reaches is drawn and on screen (WCAG 2.4.11).
      await page.goto(home, { waitUntil: 'load' });
      await page.locator('main#main > *').nth(2).getByRole('link').last().focus();
      const hidden: string[] = [];
      for (let press = 0; press < 40; press++) {
        await page.keyboard.press('Tab');
        const focused = page.locator(':focus');
        if (!(await drawn(focused)) || !(await inView(focused))) hidden.push(await focused.evaluate((element) => element.outerHTML.slice(0, 80)));
      }
      expect(hidden).toEqual([]);
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('links stay on the address in use: /sites/{slug} links keep the prefix, host links do not', async () => {
    const { context, page } = await openWatchedPage(browser);
    try {
      await page.goto(`${server.url}/sites/sunshine-toyota`);
      await page.getByRole('contentinfo').waitFor();
      const prefixed = await page.locator('a[href^="/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
      expect(prefixed.length).toBeGreaterThan(0);
      expect(prefixed.filter((href) => !href.startsWith('/sites/sunshine-toyota') && !href.startsWith('/media/'))).toEqual([]);
      await page.goto(`http://sunshine-toyota.localhost:${server.port}/`);
      await page.getByRole('contentinfo').waitFor();
      const plain = await page.locator('a[href^="/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
      expect(plain.filter((href) => href.startsWith('/sites/'))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("an unknown page gets the dealer's own 404 page with its header and footer", async () => {
    const { context, page } = await openWatchedPage(browser);
    try {
      const response = await page.goto(`${server.url}/sites/westside-used-cars/no-such-page`);
      expect(response?.status()).toBe(404);
      await page.getByRole('heading', { level: 1, name: 'Page not found', exact: true }).waitFor();
      await page.getByRole('banner').waitFor();
      await page.getByRole('contentinfo').waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
