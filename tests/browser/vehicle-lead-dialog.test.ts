import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { SPAM_CHECK_WORDS } from '../../runtime/spam-check-words';
import { openWatchedPage, seriousAxeViolations, sharedChromium, untilHydrated } from '../support/browser';

/**
 * Spec detail §2 at 375 px: on a vehicle page, Enquire opens the enquiry
 * form in a dialog about the car; Escape closes it and focus comes back to
 * the button; sent, the lead is about the car and the shopper lands on
 * /success.
 */
const base = inject('appUrl');
const SITE = `${base}/sites/westside-used-cars`;

let browser: Browser;
beforeAll(async () => {
  browser = await sharedChromium();
});
afterAll(async () => {
  await browser?.close();
});

async function aCarPage(): Promise<{ slug: string; id: number }> {
  const sitemap = await (await fetch(`${SITE}/sitemap.xml`)).text();
  const slug = /<loc>[^<]*\/cars\/([a-z0-9-]+-\d+)<\/loc>/.exec(sitemap)![1]!;
  // Demo car slugs end in the car's id.
  return { slug, id: Number(slug.slice(slug.lastIndexOf('-') + 1)) };
}

describe('the vehicle page’s enquiry dialog in Chromium at 375 px', () => {
  it('opens on Enquire, passes axe, closes on Escape with focus back, and sends a lead about the car', async () => {
    const car = await aCarPage();
    const { context, page, consoleErrors } = await openWatchedPage(browser);
    try {
      await page.goto(`${SITE}/cars/${car.slug}`, { waitUntil: 'networkidle' });
      const enquire = page.locator('[data-action="enquire"]');
      await untilHydrated(enquire);
      await enquire.click();
      const dialog = page.getByRole('dialog', { name: 'Enquire about this car' });
      await dialog.waitFor();
      await expect.poll(() => dialog.getByRole('textbox', { name: /Message/ }).inputValue()).toMatch(/^I am interested in the .+\. Is it still available\?$/);
      expect(await seriousAxeViolations(page)).toEqual([]);

      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-action'))).toBe('enquire');

      await enquire.click();
      await dialog.waitFor();
      await dialog.getByLabel('First Name').fill('Jordan');
      await dialog.getByLabel('Email Address').fill('jordan@example.com');
      await dialog.getByLabel('Mobile Number').fill('0412 555 010');
      await dialog.getByRole('status').filter({ hasText: SPAM_CHECK_WORDS.verified }).waitFor();
      let sent: { car_id?: number; form?: string } = {};
      await page.route('**/api/leads', async (route) => {
        sent = JSON.parse(route.request().postData() ?? '{}');
        await route.continue();
      });
      await dialog.getByRole('button', { name: 'Send enquiry' }).click();
      await page.waitForURL(/\/success$/);
      expect(sent).toMatchObject({ form: 'enquiry', car_id: car.id });
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
