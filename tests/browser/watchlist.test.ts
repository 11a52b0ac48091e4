import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sharedChromium, openWatchedPage, seriousAxeViolations } from '../support/browser';

const SUNSHINE = `${inject('appUrl')}/sites/sunshine-toyota`;
let browser: Browser;

beforeAll(async () => {
  browser = await sharedChromium();
});

afterAll(async () => {
  await browser?.close();
});

/** A mobile number of its own for each run, so a kept database never holds this shopper's list already. */
function freshMobile(): string {
  return `04${String(Math.floor(Math.random() * 100_000_000)).padStart(8, '0')}`;
}

describe('the watchlist in Chromium on a 375 px phone', () => {
  it('spec search §2/§4/§6/§8: signed out → sign-in with the local code → back; save, see it on the watchlist page, remove it; axe on both pages', async () => {
    const { context, page, consoleErrors } = await openWatchedPage(browser);
    try {
      await page.goto(`${SUNSHINE}/search`, { waitUntil: 'networkidle' });
      const card = page.getByRole('article').first();
      const name = ((await card.getByRole('heading').first().textContent()) ?? '').trim();
      const toggle = card.getByRole('button', { name: `Save ${name} to watchlist` });
      await page.waitForFunction(() => document.querySelector('button[aria-label$="to watchlist"]')?.getAttribute('aria-busy') === 'false');
      await toggle.click();

      // Signed out: to sign-in, carrying where to come back to.
      await page.waitForURL(/\/sites\/sunshine-toyota\/sign-in\?/);
      const signInUrl = new URL(page.url());
      expect(Object.fromEntries(signInUrl.searchParams)).toEqual({ type: 'watchlist', redirect: '/sites/sunshine-toyota/search', back: '/sites/sunshine-toyota/search' });
      // Web-first: each wait retries until the element is there, so a page still streaming in is never read half-built.
      await page.getByRole('textbox', { name: /Mobile number/ }).waitFor();
      await page.getByRole('banner').waitFor();
      await page.getByRole('contentinfo').waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);

      await page.getByRole('textbox', { name: /Mobile number/ }).fill(freshMobile());
      await page.getByRole('button', { name: 'Text me a code' }).click();
      const notice = page.getByText(/^Local SMS provider: your code is \d{6} \(no text message was sent\)$/);
      await notice.waitFor();
      const code = /\d{6}/.exec((await notice.textContent()) ?? '')![0];
      await page.getByRole('textbox', { name: /6-digit code/ }).fill(code);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL(`${SUNSHINE}/search`);

      // Signed in: the same car saves, and the toast says so.
      const again = page
        .getByRole('article')
        .first()
        .getByRole('button', { name: `Save ${name} to watchlist` });
      await page.waitForFunction(() => document.querySelector('button[aria-label$="to watchlist"]')?.getAttribute('aria-busy') === 'false');
      await again.click();
      const toast = page.getByRole('status').filter({ hasText: 'Car Saved In Watchlist' });
      await toast.waitFor();
      await expect.poll(() => toast.textContent()).toContain(`${name} is now in your watchlist.`);
      await expect.poll(() => again.getAttribute('aria-pressed')).toBe('true');
      await toast.getByRole('link', { name: 'View List' }).click();

      await page.waitForURL(`${SUNSHINE}/watchlist`);
      const saved = page.getByRole('list', { name: 'Saved cars' });
      await saved.getByRole('link', { name }).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: `Remove ${name} from watchlist` }).click();
      await page.getByText('Your watchlist is empty.', { exact: false }).waitFor();
      await page.reload({ waitUntil: 'networkidle' });
      await page.getByText('Your watchlist is empty.', { exact: false }).waitFor();
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
