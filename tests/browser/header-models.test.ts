import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openWatchedPage, seriousAxeViolations, sharedChromium, untilHydrated } from '../support/browser';

const base = inject('appUrl');
const HARBOUR = `${base}/sites/harbour-city-motors`;

let browser: Browser;
beforeAll(async () => {
  browser = await sharedChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe("spec detail §2: the header's Vehicles dropdown of the dealer's brands' models, in Chromium", () => {
  it('opens by keyboard at 1280 px: each brand under its logo (or the image-not-found picture), its models opening searches that answer; axe clean while open', async () => {
    const { context, page, consoleErrors } = await openWatchedPage(browser, { width: 1280, height: 900 });
    try {
      await page.goto(`${HARBOUR}/`, { waitUntil: 'networkidle' });
      const vehicles = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Vehicles' });
      await untilHydrated(vehicles);
      await vehicles.focus();
      await page.keyboard.press('Enter');
      const menu = page.getByRole('menu');
      await menu.waitFor();
      // Harbour City's locations sell Ford, Hyundai, Kia and Mazda; Ford has a logo, the others show the image-not-found picture.
      // The logos start loading only as the menu opens, so wait for each to finish (loaded or broken) before reading them.
      const images = menu.locator('img');
      await expect.poll(() => images.evaluateAll((all) => all.length > 1 && all.every((image) => (image as HTMLImageElement).complete))).toBe(true);
      const logos = await images.evaluateAll((all) => all.map((image) => [(image as HTMLImageElement).getAttribute('src'), (image as HTMLImageElement).naturalWidth > 0]));
      expect(logos).toContainEqual(['/media/makes/ford.svg', true]);
      expect(logos).toContainEqual(['/media/makes/image-not-found.svg', true]);
      const links = await menu.getByRole('menuitem').evaluateAll((items) => items.map((item) => item.getAttribute('href') ?? ''));
      expect(links).toContain('/sites/harbour-city-motors/search/ford');
      for (const href of links.slice(0, 4)) expect((await page.request.get(`${base}${href}`)).status(), href).toBe(200);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await expect.poll(() => menu.count()).toBe(0);
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
