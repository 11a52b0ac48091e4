import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openWatchedPage, seriousAxeViolations, sharedChromium } from '../support/browser';

/**
 * Spec detail §2 "Locations" and §4 "Opening hours" in Chromium: the Our
 * Locations carousel and the opening hours dropdown run from the keyboard,
 * at phone and desktop widths, and a location page passes axe.
 */
const base = inject('appUrl');
const HARBOUR = `${base}/sites/harbour-city-motors`;
const SUNSHINE = `${base}/sites/sunshine-toyota`;
const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 900 };

let browser: Browser;
beforeAll(async () => {
  browser = await sharedChromium();
});
afterAll(async () => {
  await browser?.close();
});

async function open(url: string, viewport = PHONE) {
  const watched = await openWatchedPage(browser, viewport);
  const response = await watched.page.goto(url, { waitUntil: 'networkidle' });
  return { ...watched, response };
}

/** Until its island has hydrated, a server-rendered button does nothing when pressed: React's props on the element say it has. */
async function hydrated(element: Locator) {
  await expect.poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps')))).toBe(true);
}

async function checkPage(page: Page, consoleErrors: string[]) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  expect(await seriousAxeViolations(page)).toEqual([]);
  expect(consoleErrors).toEqual([]);
}

const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '');
const rowScroll = (carousel: Locator) => carousel.getByRole('list').evaluate((row) => row.scrollLeft);

/**
 * Where the row comes to rest after a smooth step: the same position on two
 * reads a frame apart. Pressing again mid-glide races the carousel, which
 * hands the focus to Previous the moment the row reaches its end.
 */
async function restingScroll(carousel: Locator): Promise<number> {
  let last = Number.NaN;
  await expect
    .poll(
      async () => {
        const now = await rowScroll(carousel);
        const resting = now === last;
        last = now;
        return resting;
      },
      { timeout: 5000, interval: 100 },
    )
    .toBe(true);
  return last;
}

describe('the Our Locations carousel', () => {
  it('at 375 px, by keyboard: Enter on next steps through Harbour City’s five locations to the end, focus then moves on to previous, and Space steps back', async () => {
    const { context, page, consoleErrors, response } = await open(HARBOUR);
    try {
      expect(response?.status()).toBe(200);
      const carousel = page.getByRole('group', { name: 'Our Locations' });
      expect(await carousel.getByRole('article').count()).toBe(5);
      const previous = carousel.getByRole('button', { name: 'Previous locations' });
      const next = carousel.getByRole('button', { name: 'Next locations' });
      await hydrated(next);
      expect(await previous.isDisabled()).toBe(true);
      expect(await next.isDisabled()).toBe(false);
      await expect.poll(() => carousel.locator('[data-swipe-hint]').evaluate((hint) => getComputedStyle(hint).visibility)).toBe('visible');

      await next.focus();
      for (let step = 0; step < 10 && !(await next.isDisabled()); step++) {
        const before = await restingScroll(carousel);
        await page.keyboard.press('Enter');
        await expect.poll(async () => (await rowScroll(carousel)) > before || (await next.isDisabled()), { timeout: 5000 }).toBe(true);
        await restingScroll(carousel);
      }
      await expect.poll(() => next.isDisabled()).toBe(true);
      expect(await previous.isDisabled()).toBe(false);
      await expect.poll(() => focusedName(page)).toBe('Previous locations');
      const last = carousel.getByRole('article').last();
      await expect.poll(() => last.evaluate((card) => card.getBoundingClientRect().right <= window.innerWidth + 1)).toBe(true);

      const atEnd = await restingScroll(carousel);
      await page.keyboard.press('Space');
      await expect.poll(() => rowScroll(carousel)).toBeLessThan(atEnd);
      await expect.poll(() => next.isDisabled()).toBe(false);
      await checkPage(page, consoleErrors);
    } finally {
      await context.close();
    }
  });

  it('at 1280 px, Harbour City’s five locations (over four) sit five to a row, all in view, with nothing to step to', async () => {
    const { context, page, consoleErrors } = await open(HARBOUR, DESKTOP);
    try {
      const carousel = page.getByRole('group', { name: 'Our Locations' });
      const next = carousel.getByRole('button', { name: 'Next locations' });
      await hydrated(next);
      await expect.poll(() => next.isDisabled()).toBe(true);
      expect(await carousel.getByRole('button', { name: 'Previous locations' }).isDisabled()).toBe(true);
      expect(await carousel.locator('[data-swipe-hint]').evaluate((hint) => getComputedStyle(hint).visibility)).toBe('hidden');
      const row = (await carousel.getByRole('list').boundingBox())!;
      const cards = await carousel.getByRole('listitem').evaluateAll((items) => items.map((item) => item.getBoundingClientRect().toJSON() as DOMRect));
      expect(cards).toHaveLength(5);
      for (const card of cards) {
        expect(card.width).toBeCloseTo((row.width - 4 * 16) / 5, 0);
        expect(card.right).toBeLessThanOrEqual(row.x + row.width + 1);
      }
      expect(new Set(cards.map((card) => Math.round(card.top))).size).toBe(1);
      await checkPage(page, consoleErrors);
    } finally {
      await context.close();
    }
  });

  it('at 1280 px, Sunshine Coast Toyota’s three locations (three or fewer) are centred in one row', async () => {
    const { context, page, consoleErrors } = await open(SUNSHINE, DESKTOP);
    try {
      const carousel = page.getByRole('group', { name: 'Our Locations' });
      await hydrated(carousel.getByRole('button', { name: 'Next locations' }));
      expect(await carousel.getAttribute('data-centred')).toBe('true');
      const row = (await carousel.getByRole('list').boundingBox())!;
      const cards = await carousel.getByRole('listitem').evaluateAll((items) => items.map((item) => item.getBoundingClientRect().toJSON() as DOMRect));
      expect(cards).toHaveLength(3);
      // As much room on the left of the first card as on the right of the last.
      expect(cards[0].left - row.x).toBeCloseTo(row.x + row.width - cards[2].right, 0);
      await checkPage(page, consoleErrors);
    } finally {
      await context.close();
    }
  });
});

describe('a location page', () => {
  it('at 375 px: the opening hours dropdown by keyboard, marked open while open; the page passes axe', async () => {
    const { context, page, consoleErrors, response } = await open(`${SUNSHINE}/locations/sunshine-coast-toyota`);
    try {
      expect(response?.status()).toBe(200);
      expect(await page.title()).toBe('Sunshine Coast Toyota – Opening hours and directions | Sunshine Coast Toyota');
      await page.getByRole('heading', { level: 1, name: 'Sunshine Coast Toyota' }).waitFor();
      expect(await page.getByRole('link', { name: /^Rated .* out of 5 from \d+ reviews?: read the reviews$/ }).getAttribute('href')).toBe('#reviews');
      await page.getByRole('table', { name: 'Opening Hours: Sales, Sunshine Coast Toyota' }).waitFor();

      const dropdown = page.getByRole('button', { name: 'Show opening hours for: Sales' });
      const header = page.locator('[data-hours-header]');
      await hydrated(dropdown);
      expect(await header.getAttribute('data-dropdown-open')).toBeNull();
      await dropdown.focus();
      await page.keyboard.press('Enter');
      const menu = page.getByRole('menu');
      await menu.waitFor();
      expect(await header.getAttribute('data-dropdown-open')).toBe('true');
      expect(await dropdown.getAttribute('aria-expanded')).toBe('true');
      expect(await menu.getByRole('menuitemradio').allTextContents()).toEqual(['Sales', 'Service', 'Parts']);
      expect(await seriousAxeViolations(page)).toEqual([]);

      // The menu button pattern: opened from the keyboard, the first kind has the focus.
      await expect.poll(() => focusedName(page)).toBe('Sales');
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => focusedName(page)).toBe('Service');
      await page.keyboard.press('Enter');
      await menu.waitFor({ state: 'hidden' });
      expect(await header.getAttribute('data-dropdown-open')).toBeNull();
      await expect.poll(() => focusedName(page)).toBe('Show opening hours for: Service');
      await page.getByRole('table', { name: 'Opening Hours: Service, Sunshine Coast Toyota Service' }).waitFor();
      // Toyota dealers book services online: each day the service centre is closed links there.
      expect(await page.getByRole('link', { name: 'Enquire Now: book a service online (opens in a new tab)' }).first().getAttribute('href')).toBe(
        'https://www.toyota.com.au/owners/service-booking',
      );

      await page.keyboard.press('Space');
      await menu.waitFor();
      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'hidden' });
      await expect.poll(() => focusedName(page)).toBe('Show opening hours for: Service');
      await checkPage(page, consoleErrors);
    } finally {
      await context.close();
    }
  });

  it('at 1280 px: holiday hours open in a dialog by keyboard and close with Escape; the page passes axe', async () => {
    const { context, page, consoleErrors, response } = await open(`${HARBOUR}/locations/harbour-city-castle-hill-service`, DESKTOP);
    try {
      expect(response?.status()).toBe(200);
      await page.getByRole('heading', { level: 1, name: 'Harbour City Service Castle Hill' }).waitFor();
      const holidays = page.getByRole('button', { name: 'Holiday Opening Hours: Harbour City Service Castle Hill' }).first();
      await hydrated(holidays);
      await holidays.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Holiday Opening Hours: Harbour City Service Castle Hill' });
      await dialog.waitFor();
      expect(await dialog.getByRole('row').count()).toBeGreaterThan(0);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      await expect.poll(() => focusedName(page)).toBe('Holiday Opening Hours: Harbour City Service Castle Hill');
      await checkPage(page, consoleErrors);
    } finally {
      await context.close();
    }
  });

  it('a dealership’s slug shows its main location; an unknown slug is the site’s 404; each location has a contact page', async () => {
    const { context, page } = await open(`${HARBOUR}/locations/harbour-city-ford`);
    try {
      await page.getByRole('heading', { level: 1, name: 'Harbour City Ford Dandenong' }).waitFor();
      expect((await page.goto(`${HARBOUR}/locations/nowhere-motors`))?.status()).toBe(404);
      expect((await page.goto(`${HARBOUR}/contact-us/harbour-city-ringwood`, { waitUntil: 'networkidle' }))?.status()).toBe(200);
      await page.getByRole('heading', { level: 1, name: 'Harbour City Ford Ringwood' }).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      // A multi-brand group: each card's Contact goes to that location's contact page.
      expect((await page.goto(`${HARBOUR}/contact`, { waitUntil: 'networkidle' }))?.status()).toBe(200);
      expect(await page.getByRole('link', { name: 'Contact Harbour City Mazda Penrith' }).getAttribute('href')).toBe('/sites/harbour-city-motors/contact-us/harbour-city-penrith');
      // One manufacturer: Contact goes to /contact.
      await page.goto(`${SUNSHINE}/locations/sunshine-coast-toyota-parts`, { waitUntil: 'networkidle' });
      expect(await page.getByRole('link', { name: 'Contact Sunshine Coast Toyota Parts' }).getAttribute('href')).toBe('/sites/sunshine-toyota/contact');
    } finally {
      await context.close();
    }
  });
});

describe('find your nearest dealership', () => {
  it('on Harbour City’s contact page: a postcode lists the locations nearest it, and a bad one says why', async () => {
    const { context, page, consoleErrors } = await open(`${HARBOUR}/contact`);
    try {
      const search = page.getByRole('search', { name: 'Find your nearest dealership' });
      const postcode = search.getByRole('textbox', { name: 'Your postcode' });
      await hydrated(search.getByRole('button', { name: 'Find' }));
      await postcode.fill('12');
      await page.keyboard.press('Enter');
      await search.getByText('Invalid postcode. Please enter a 4-digit number.').waitFor();
      await postcode.fill('3175');
      await page.keyboard.press('Enter');
      await expect.poll(() => search.getByRole('status').textContent()).toMatch(/^Nearest to 3175: Harbour City Ford Dandenong, [\d.]+ km$/);
      expect(await search.getByRole('list', { name: 'Nearest to 3175' }).getByRole('link').first().getAttribute('href')).toBe(
        '/sites/harbour-city-motors/locations/harbour-city-dandenong',
      );
      await checkPage(page, consoleErrors);
    } finally {
      await context.close();
    }
  });
});
