import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sharedChromium, openWatchedPage, seriousAxeViolations } from '../support/browser';
import { signInWithLocalCode } from '../support/shopper-sign-in';

const SUNSHINE = `${inject('appUrl')}/sites/sunshine-toyota`;
let browser: Browser;

beforeAll(async () => {
  browser = await sharedChromium();
});

afterAll(async () => {
  await browser?.close();
});

/** Every save button on the page knows whether the shopper is signed in. */
const SAVE_BUTTONS_READY = () => [...document.querySelectorAll('button[data-save-target]')].every((button) => button.getAttribute('aria-busy') === 'false');

describe('saving a car, signed out, on a dealer with favourites and a watchlist, at 375 px', () => {
  it('Save → favourites, with an offer to sign in → sign-in → back on the page: the car pressed is in the watchlist and the toast says so; the watchlist page shows it like a card and passes axe', async () => {
    const { context, page, consoleErrors } = await openWatchedPage(browser);
    try {
      await page.goto(`${SUNSHINE}/search`, { waitUntil: 'networkidle' });
      const card = page
        .getByRole('article')
        .filter({ has: page.locator('button[data-save-target]') })
        .first();
      const name = ((await card.getByRole('heading').first().textContent()) ?? '').trim();
      await page.waitForFunction(SAVE_BUTTONS_READY);
      // One Save button on the card, not a heart and a bookmark; signed out it saves a favourite.
      expect(await card.locator('button[data-save-target]').count()).toBe(1);
      const save = card.getByRole('button', { name: `Save ${name} to favourites` });
      await save.click();
      await expect.poll(() => save.getAttribute('aria-pressed')).toBe('true');
      const toast = page.locator('[data-toast]').filter({ hasText: 'Car Saved In Favourites' });
      await toast.waitFor();
      await toast.getByRole('link', { name: 'Sign in to keep it in your watchlist' }).click();

      await page.waitForURL(/\/sites\/sunshine-toyota\/sign-in\?/);
      expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
        type: 'watchlist',
        redirect: '/sites/sunshine-toyota/search',
        back: '/sites/sunshine-toyota/search',
      });
      await page.getByRole('textbox', { name: /Mobile number/ }).waitFor();
      await page.getByRole('banner').waitFor();
      await page.getByRole('contentinfo').waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await signInWithLocalCode(page);
      await page.waitForURL(`${SUNSHINE}/search`);

      // Back on the page: the car pressed is in the watchlist, without pressing again.
      const saved = page.locator('[data-toast]').filter({ hasText: 'Car Saved In Watchlist' });
      await saved.waitFor();
      await expect.poll(() => saved.textContent()).toContain(`${name} is now in your watchlist.`);
      const again = page
        .getByRole('article')
        .filter({ has: page.getByRole('heading', { name, exact: true }) })
        .first()
        .getByRole('button', { name: `Save ${name} to watchlist` });
      await expect.poll(() => again.getAttribute('aria-pressed')).toBe('true');
      await expect.poll(() => page.getByRole('link', { name: /^Watchlist, 1 car$/ }).count()).toBe(1);
      await saved.getByRole('link', { name: 'View List' }).click();

      await page.waitForURL(`${SUNSHINE}/watchlist`);
      const list = page.getByRole('list', { name: 'Saved cars' });
      const row = list.getByRole('article', { name });
      await row.getByRole('link', { name }).waitFor();
      // Like a card: a status and a price or the dealer's no-price words.
      await expect.poll(() => row.getAttribute('data-saved-status')).toMatch(/^(in-stock|coming-soon|reserved|sold|gone)$/);
      expect(await row.locator('[data-price-kind]').count()).toBe(1);
      await page.getByText(/^Signed in as 04\d\d \d{3} \d{3}$/).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await row.getByRole('button', { name: `Remove ${name} from watchlist` }).click();
      await page.getByText('Your watchlist is empty.', { exact: false }).waitFor();
      await page.reload({ waitUntil: 'networkidle' });
      await page.getByText('Your watchlist is empty.', { exact: false }).waitFor();

      // Sign out, from the header: the header shows favourites again, and the watchlist page offers sign-in.
      await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
      await page
        .getByRole('button', { name: 'Sign in' })
        .or(page.getByRole('link', { name: 'Sign in' }))
        .first()
        .waitFor();
      expect(await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).count()).toBe(0);
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
