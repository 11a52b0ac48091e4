import type { Browser } from 'playwright-core';
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
