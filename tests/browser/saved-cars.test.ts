import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sharedChromium, openWatchedPage, seriousAxeViolations } from '../support/browser';
import { signInWithLocalCode } from '../support/shopper-sign-in';

const base = inject('appUrl');
const HARBOUR = `${base}/sites/harbour-city-motors`;
const SUNSHINE = `${base}/sites/sunshine-toyota`;
const WESTSIDE = `${base}/sites/westside-used-cars`;
const NARROW_PHONE = { width: 320, height: 640 };
let browser: Browser;

beforeAll(async () => {
  browser = await sharedChromium();
});

afterAll(async () => {
  await browser?.close();
});

type SavedCar = { id: number; name: string; slug: string; make: string; model: string; status: string };

/** Every save button on the page knows whether the shopper is signed in. */
const SAVE_BUTTONS_READY = () => [...document.querySelectorAll('button[data-save-target]')].every((button) => button.getAttribute('aria-busy') === 'false');

/** How far the page reaches past the screen's right edge: 0 when nothing makes it scroll sideways. */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** The toasts on screen (a toast not yet shown is in the page but hidden). */
const visibleToasts = (page: Page) =>
  page.locator('[data-toast]').evaluateAll((toasts) => toasts.filter((toast) => getComputedStyle(toast).display !== 'none').map((toast) => toast.textContent ?? ''));

async function cardName(page: Page, index: number): Promise<string> {
  const card = page
    .getByRole('article')
    .filter({ has: page.locator('button[data-save-target]') })
    .nth(index);
  return ((await card.getByRole('heading').first().textContent()) ?? '').trim();
}

describe('the favourites page, at 375 px', () => {
  it('save a car, see it counted in the header and listed with its status and price; remove it; the empty page leads to the search; axe clean', async () => {
    const { context, page, consoleErrors } = await openWatchedPage(browser);
    try {
      await page.goto(`${HARBOUR}/search`, { waitUntil: 'networkidle' });
      await page.waitForFunction(SAVE_BUTTONS_READY);
      const name = await cardName(page, 0);
      await page
        .getByRole('button', { name: `Save ${name} to favourites` })
        .first()
        .click();
      await page.getByRole('link', { name: 'Favourites, 1 car' }).waitFor();
      await page.getByRole('link', { name: 'Favourites, 1 car' }).click();

      await page.waitForURL(`${HARBOUR}/favourites`);
      const list = page.getByRole('list', { name: 'Your favourites' });
      const row = list.getByRole('article', { name });
      await row.waitFor();
      await expect.poll(() => row.getAttribute('data-saved-status')).toMatch(/^(in-stock|coming-soon|reserved)$/);
      expect(await row.locator('[data-price-kind]').count()).toBe(1);
      await expect.poll(() => page.locator('[aria-busy="true"]').count()).toBe(0);
      expect(await seriousAxeViolations(page)).toEqual([]);

      await row.getByRole('button', { name: `Remove ${name} from favourites` }).click();
      const empty = page.getByText('You have no favourites yet. Press the heart on any car to keep it here.');
      await empty.waitFor();
      await page.getByRole('link', { name: 'Favourites, 0 cars' }).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.locator('[data-favourites-empty]').getByRole('link', { name: 'Browse our stock' }).click();
      await page.waitForURL(`${HARBOUR}/search`);
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a car sold since it was saved says Sold, with Find Me Something Similar opening a search that answers', async () => {
    const { context, page, consoleErrors } = await openWatchedPage(browser);
    try {
      // A sold car the site still lists, saved as a shopper would have saved it while it was for sale (demo cars are numbered from 1).
      let sold: SavedCar | undefined;
      for (let from = 1; !sold && from < 3000; from += 100) {
        const ids = Array.from({ length: 100 }, (_, index) => from + index).join(',');
        const answer = (await (await fetch(`${WESTSIDE}/api/saved-cars?ids=${ids}`)).json()) as { cars: SavedCar[] };
        sold = answer.cars.find((car) => car.status === 'sold');
      }
      expect(sold).toBeDefined();
      await page.goto(`${WESTSIDE}/about-us`);
      await page.evaluate(
        ({ car }) =>
          window.localStorage.setItem('favourites:westside-used-cars', JSON.stringify([{ id: car.id, name: car.name, slug: car.slug, make: car.make, model: car.model }])),
        { car: sold! },
      );
      await page.goto(`${WESTSIDE}/favourites`, { waitUntil: 'networkidle' });
      const row = page.getByRole('article', { name: sold!.name });
      await expect.poll(() => row.getAttribute('data-saved-status')).toBe('sold');
      const similar = row.getByRole('link', { name: `Find Me Something Similar, ${sold!.name}` });
      const href = (await similar.getAttribute('href')) ?? '';
      expect(href).toMatch(/^\/sites\/westside-used-cars\/search\//);
      expect((await fetch(`${base}${href}`)).status).toBe(200);
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('toasts, at 375 px', () => {
  it('signed in: save car 1, save car 2, remove car 1 → one toast on screen, and it is Car Removed', async () => {
    const { context, page, consoleErrors } = await openWatchedPage(browser);
    try {
      await page.goto(`${SUNSHINE}/sign-in?type=watchlist&redirect=${encodeURIComponent('/sites/sunshine-toyota/search')}`, { waitUntil: 'networkidle' });
      await signInWithLocalCode(page);
      await page.waitForURL(`${SUNSHINE}/search`);
      await page.waitForLoadState('networkidle');
      await page.waitForFunction(SAVE_BUTTONS_READY);
      const first = await cardName(page, 0);
      let second = first;
      for (let index = 1; second === first; index++) second = await cardName(page, index);
      const save = async (name: string) => {
        const button = page.getByRole('button', { name: `Save ${name} to watchlist` }).first();
        // Mid-screen, clear of the toast at the foot of it.
        await button.evaluate((element) => element.scrollIntoView({ block: 'center' }));
        await button.click();
      };

      await save(first);
      await expect.poll(() => visibleToasts(page)).toEqual([expect.stringContaining(`${first} is now in your watchlist.`)]);
      await save(second);
      await expect.poll(() => visibleToasts(page)).toEqual([expect.stringContaining(`${second} is now in your watchlist.`)]);
      await save(first);
      await expect.poll(() => visibleToasts(page)).toEqual([expect.stringContaining(`${first} is no longer in your watchlist.`)]);
      const shown = page.locator('[data-toast]').filter({ hasText: 'Car Removed' });
      // On top of everything, and inside the screen.
      const box = await shown.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
      expect(await page.locator('[data-toast]').filter({ hasText: 'Car Saved In Watchlist' }).count()).toBe(0);
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('no horizontal scrolling on a 320 px phone', () => {
  it.each([
    ['Harbour City search, signed out', `${HARBOUR}/search`],
    ['Harbour City favourites', `${HARBOUR}/favourites`],
    ['Westside home', WESTSIDE],
    ['Sunshine Coast Toyota watchlist, signed out', `${SUNSHINE}/watchlist`],
  ])('%s', async (_, url) => {
    const { context, page, consoleErrors } = await openWatchedPage(browser, NARROW_PHONE);
    try {
      await page.goto(url, { waitUntil: 'networkidle' });
      await page.getByRole('banner').locator('[data-saved-cars-link]').first().waitFor();
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('signed in, with the watchlist and Sign out in the header, and a car on the watchlist page: no sideways scrolling, axe clean', async () => {
    const { context, page, consoleErrors } = await openWatchedPage(browser, NARROW_PHONE);
    try {
      await page.goto(`${SUNSHINE}/sign-in?type=watchlist&redirect=${encodeURIComponent('/sites/sunshine-toyota/search')}`, { waitUntil: 'networkidle' });
      await signInWithLocalCode(page);
      await page.waitForURL(`${SUNSHINE}/search`);
      await page.waitForLoadState('networkidle');
      await page.waitForFunction(SAVE_BUTTONS_READY);
      const name = await cardName(page, 0);
      await page
        .getByRole('button', { name: `Save ${name} to watchlist` })
        .first()
        .click();
      await page.locator('[data-toast]').filter({ hasText: 'Car Saved In Watchlist' }).waitFor();
      await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).waitFor();
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await page.goto(`${SUNSHINE}/watchlist`, { waitUntil: 'networkidle' });
      const row = page.getByRole('list', { name: 'Saved cars' }).getByRole('article', { name });
      await expect.poll(() => row.getAttribute('data-saved-status')).toMatch(/^(in-stock|coming-soon|reserved|sold|gone)$/);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
