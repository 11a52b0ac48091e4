import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { nextShopperAddress, openWatchedPage, seriousAxeViolations, sharedChromium } from '../support/browser';

const server = { url: inject('appUrl') };
const HARBOUR = `${server.url}/sites/harbour-city-motors`;
const WESTSIDE = `${server.url}/sites/westside-used-cars`;
let browser: Browser;

beforeAll(async () => {
  browser = await sharedChromium();
});

afterAll(async () => {
  await browser?.close();
});

/** Opens a page on a phone and waits until its client parts have hydrated (the phones move from hidden to masked). */
async function open(url: string, { hydrated = true, address = nextShopperAddress() } = {}) {
  const watched = await openWatchedPage(browser, undefined, { address });
  const response = await watched.page.goto(url, { waitUntil: 'networkidle' });
  if (hydrated) await watched.page.locator('[data-phone-state="masked"]').first().waitFor();
  return { ...watched, response };
}

async function checkPage(page: Page, consoleErrors: string[]) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await seriousAxeViolations(page)).toEqual([]);
  expect(consoleErrors).toEqual([]);
}

/** The name of a card's car, read from its heading. */
async function carName(card: Locator): Promise<string> {
  return ((await card.getByRole('heading').first().textContent()) ?? '').trim();
}

describe('shopper tools in Chromium on a 375 px phone', () => {
  it("stock carousel on a home page: the marketer's filter, order and limit, stepped with labelled buttons", async () => {
    const { context, page, consoleErrors } = await open(WESTSIDE);
    try {
      const carousel = page.getByRole('group', { name: 'Great buys under $20,000' });
      const cards = carousel.getByRole('article');
      const count = await cards.count();
      expect(count).toBeGreaterThan(1);
      expect(count).toBeLessThanOrEqual(8);
      const prices = await carousel
        .locator('[data-price-kind="price"], [data-price-kind="offer"]')
        .evaluateAll((groups) => groups.map((group) => Number((group.querySelector('p')?.textContent ?? '').replace(/[^0-9]/g, ''))));
      expect(prices.length).toBeGreaterThan(1);
      expect(prices.every((price) => price <= 20_000)).toBe(true);
      const viewAll = page.getByRole('link', { name: /^All cars under \$20,000/ });
      expect(await viewAll.getAttribute('href')).toBe('/sites/westside-used-cars/search?sortBy=price_asc&price=:20000');
      const previous = page.getByRole('button', { name: 'Previous cars' });
      const next = page.getByRole('button', { name: 'Next cars' });
      expect(await previous.isDisabled()).toBe(true);
      await next.click();
      await page.waitForFunction(() => (document.querySelector('[aria-roledescription="carousel"] ul')?.scrollLeft ?? 0) > 0);
      await page.waitForFunction(() => !(document.querySelector('button[aria-label="Previous cars"]') as HTMLButtonElement).disabled);
      await checkPage(page, consoleErrors);
    } finally {
      await context.close();
    }
  });

  it('saves a favourite and finds it saved after a reload', async () => {
    const { context, page, consoleErrors } = await open(HARBOUR);
    try {
      // The featured list is newest first with a fixed tie-break, so the car is still there after the reload.
      const card = page
        .getByRole('region', { name: 'Just arrived across the group' })
        .getByRole('article')
        .filter({ has: page.getByRole('button', { name: /to favourites$/ }) })
        .first();
      const name = await carName(card);
      const carLink = await card.getByRole('heading').getByRole('link').getAttribute('href');
      const heart = card.getByRole('button', { name: `Save ${name} to favourites` });
      expect(await heart.getAttribute('aria-pressed')).toBe('false');
      await heart.click();
      await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
      await page.reload({ waitUntil: 'networkidle' });
      await page.locator('[data-phone-state="masked"]').first().waitFor();
      // Found by its address, not its place: two cars may share a name.
      const sameCar = page.locator('article').filter({ has: page.locator(`h3 a[href="${carLink}"]`) });
      await sameCar.first().locator('button[aria-pressed="true"]').waitFor();
      for (const article of await sameCar.all()) {
        expect(await article.getByRole('button', { name: `Save ${name} to favourites` }).getAttribute('aria-pressed')).toBe('true');
      }
      const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem('favourites:harbour-city-motors') ?? '[]') as { name: string; slug: string }[]);
      expect(stored.map((favourite) => `/sites/harbour-city-motors/cars/${favourite.slug}`)).toEqual([carLink]);
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('compares two cars side by side, refuses a fourth, and removes one', async () => {
    const { context, page, consoleErrors } = await open(HARBOUR);
    try {
      const cards = page.getByRole('group', { name: 'Latest SUVs' }).getByRole('article');
      const names: string[] = [];
      for (let index = 0; names.length < 4 && index < (await cards.count()); index++) {
        const card = cards.nth(index);
        const name = await carName(card);
        const toggle = card.getByRole('checkbox', { name: `Compare ${name}` });
        if ((await toggle.count()) === 0) continue;
        await toggle.click();
        names.push(name);
        if (names.length === 4) {
          await expect.poll(() => card.getByRole('status').textContent()).toBe('You can compare up to 3 cars. Remove one to add another.');
          expect(await toggle.isChecked()).toBe(false);
        } else {
          await expect.poll(() => toggle.isChecked()).toBe(true);
        }
      }
      expect(names).toHaveLength(4);
      // Take the third off again, so two are compared.
      await page.getByRole('checkbox', { name: `Compare ${names[2]}` }).click();
      await page.goto(`${HARBOUR}/compare`, { waitUntil: 'networkidle' });
      const table = page.getByRole('table', { name: 'Comparing 2 of up to 3 cars' });
      await table.waitFor();
      await expect.poll(() => table.getByRole('columnheader').getByRole('link').allTextContents()).toEqual(names.slice(0, 2));
      expect(await table.getByRole('rowheader').allTextContents()).toEqual(expect.arrayContaining(['Price', 'Year', 'Odometer', 'Body', 'Fuel', 'Transmission']));
      await checkPage(page, consoleErrors);
      await page.getByRole('button', { name: `Remove ${names[0]} from the comparison` }).click();
      await page.getByRole('table', { name: 'Comparing 1 of up to 3 cars' }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('an empty compare page says how to start, and passes axe', async () => {
    const { context, page, consoleErrors } = await open(`${HARBOUR}/compare`, { hydrated: false });
    try {
      await page.getByText('You have not chosen any cars to compare yet.', { exact: false }).waitFor();
      await checkPage(page, consoleErrors);
    } finally {
      await context.close();
    }
  });

  it("reveals a card's phone number: masked after five characters, revealed on click, the reveal stored once per address and car", async () => {
    const address = nextShopperAddress();
    const reveal = async () => {
      const { context, page, consoleErrors } = await open(WESTSIDE, { address });
      try {
        // The featured list is newest first with a fixed tie-break: both reveals are of the same car.
        const card = page.getByRole('region', { name: 'Fresh on the lot' }).getByRole('article').first();
        const name = await carName(card);
        expect(await card.locator('[data-phone-state]').textContent()).toContain('08 93XX XXXX');
        const answer = page.waitForResponse((response) => response.url().endsWith('/sites/westside-used-cars/api/phone-reveals') && response.request().method() === 'POST');
        await card.getByRole('button', { name: `Show number: ${name}` }).click();
        const response = await answer;
        const body = (await response.json()) as { recorded: boolean; car_id: number; reveals: number };
        const link = card.getByRole('link', { name: `Call ${name} on 08 9345 6700` });
        expect(await link.getAttribute('href')).toBe('tel:0893456700');
        await expect.poll(() => link.evaluate((element) => element === document.activeElement)).toBe(true);
        expect(body.car_id).toBeGreaterThan(0);
        expect(consoleErrors).toEqual([]);
        return { status: response.status(), ...body };
      } finally {
        await context.close();
      }
    };
    const first = await reveal();
    expect(first).toMatchObject({ status: 201, recorded: true });
    // Another browser from the same address at once (both pages come from `address`) is, as far as the server can tell, the same shopper looking again.
    expect(await reveal()).toEqual({ status: 200, recorded: false, car_id: first.car_id, reveals: first.reveals });
  });

  it('a dealer phone block: masked, then revealed, and the page passes axe', async () => {
    const { context, page, consoleErrors } = await open(`${WESTSIDE}/about-us`);
    try {
      const block = page.locator('[data-phone-state]').first();
      expect(await block.textContent()).toContain('08 93XX XXXX');
      await page.getByRole('button', { name: 'Show number: Westside Used Cars' }).click();
      await page.getByRole('link', { name: 'Call Westside Used Cars on 08 9345 6700' }).waitFor();
      await checkPage(page, consoleErrors);
    } finally {
      await context.close();
    }
  });

  it('the make directory lists the makes in stock and searches them with its search box', async () => {
    const { context, page, consoleErrors, response } = await open(`${HARBOUR}/makes`, { hydrated: false });
    try {
      expect(response?.status()).toBe(200);
      const region = page.getByRole('region', { name: 'Browse by make' });
      const makes = await region.locator('ul li a').allTextContents();
      expect(makes.length).toBeGreaterThan(2);
      expect(makes.some((make) => make.startsWith('Kia ('))).toBe(true);
      await checkPage(page, consoleErrors);
      await page.getByRole('searchbox', { name: 'Search makes' }).fill('kia');
      await Promise.all([page.waitForURL(/\/makes\?query=kia$/), page.getByRole('button', { name: 'Search' }).click()]);
      const found = await page.getByRole('region', { name: 'Browse by make' }).locator('ul li a').allTextContents();
      expect(found).toHaveLength(1);
      expect(found[0]).toMatch(/^Kia \(\d+ cars?\)$/);
      expect(await page.getByRole('searchbox', { name: 'Search makes' }).inputValue()).toBe('kia');
      await page.goto(`${HARBOUR}/makes?query=lada`);
      await expect.poll(() => page.getByRole('status').textContent()).toBe('No make matches "lada". Try another name.');
    } finally {
      await context.close();
    }
  });

  it('the dealership listing shows each location with its phone, and passes axe', async () => {
    const { context, page, consoleErrors, response } = await open(`${HARBOUR}/dealerships`);
    try {
      expect(response?.status()).toBe(200);
      await expect.poll(() => page.getByRole('article').count()).toBe(5);
      const penrith = page.getByRole('article', { name: 'Harbour City Mazda Penrith' });
      expect(await penrith.locator('[data-phone-state]').textContent()).toContain('02 47XX XXXX');
      await checkPage(page, consoleErrors);
      await page.goto(`${HARBOUR}/dealerships?query=penrith`, { waitUntil: 'networkidle' });
      await expect.poll(() => page.getByRole('article').allTextContents()).toEqual([expect.stringContaining('Harbour City Mazda Penrith')]);
    } finally {
      await context.close();
    }
  });

  it('/models?body=suv lists SUV models; an unknown body type is said plainly, not an error page', async () => {
    const { context, page, consoleErrors, response } = await open(`${HARBOUR}/models?body=suv`, { hydrated: false });
    try {
      expect(response?.status()).toBe(200);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('SUV models');
      const models = page.getByRole('region', { name: 'SUV models' }).locator('ul').first().getByRole('link');
      expect(await models.count()).toBeGreaterThan(0);
      expect(await models.first().getAttribute('href')).toMatch(/^\/sites\/harbour-city-motors\/search\?make_model=.+&body=suv$/);
      await checkPage(page, consoleErrors);
      const unknown = await page.goto(`${HARBOUR}/models?body=spaceship`, { waitUntil: 'networkidle' });
      expect(unknown?.status()).toBe(200);
      expect(await page.getByRole('region', { name: 'Models by body type' }).getByRole('alert').textContent()).toContain('Unknown body type "spaceship"');
      await checkPage(page, consoleErrors);
    } finally {
      await context.close();
    }
  });
});
