import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { slugOf } from '../../runtime/rules/slug';
import { openWatchedPage, sharedChromium, untilHydrated } from '../support/browser';

/**
 * Issue 15, the filter panel and the search pages as a shopper meets them:
 * filters with no choice left out, make and model refining together, a page
 * past the end, the pages' titles, a narrow sidebar and no overflow at 320 px.
 */
const base = inject('appUrl');
const HARBOUR = `${base}/sites/harbour-city-motors`;
const SUNSHINE = `${base}/sites/sunshine-toyota`;
const DESKTOP = { width: 1280, height: 900 };
const SMALLEST_PHONE = { width: 320, height: 700 };
/** WCAG 2.5.8: every target at least 24 by 24 CSS px. */
const MIN_TARGET = 24;

interface FacetItem {
  value: string;
  count: number;
}

interface Answer {
  hits: { name: string }[];
  count: number;
  displayedCount: number;
  pages: number;
  facets: Record<'make' | 'make_model' | 'city' | 'item_type' | 'categories', FacetItem[]>;
}

let browser: Browser;
beforeAll(async () => {
  browser = await sharedChromium();
});
afterAll(async () => {
  await browser?.close();
});

async function apiAnswer(site: string, queryString: string): Promise<Answer> {
  const response = await fetch(`${site}/api/search?${queryString}`);
  expect(response.status).toBe(200);
  return (await response.json()) as Answer;
}

const filters = (page: Page) => page.locator('[data-search-filters]');
const section = (page: Page, title: string) => filters(page).locator(`[data-filter-section="${title}"]`);
const carNames = (page: Page) => page.locator('[data-search-results] article[aria-labelledby*="-car-"] h2').allTextContents();
const resultCount = (page: Page) => page.locator('[data-search-results] [data-testid="result-count"]').textContent();
const queryOf = (page: Page) => new URL(page.url()).search.replace(/^\?/, '');
const countText = (count: number) => `${count.toLocaleString('en-AU')} ${count === 1 ? 'car' : 'cars'}`;
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const horizontalOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

async function open(address: string, viewport = DESKTOP, status = 200) {
  const watched = await openWatchedPage(browser, viewport);
  const response = await watched.page.goto(address, { waitUntil: 'networkidle' });
  expect(response?.status()).toBe(status);
  return watched;
}

async function expectResultsFor(page: Page, site: string, queryString: string): Promise<Answer> {
  await expect.poll(() => queryOf(page)).toBe(queryString);
  const answer = await apiAnswer(site, queryString);
  await expect.poll(() => carNames(page)).toEqual(answer.hits.map((hit) => hit.name));
  return answer;
}

describe('the filter panel a shopper can scan (issue 15)', () => {
  it('leaves out filters with one value (City, Item type) and Categories that only repeat the car types; "New (…)" shows once', async () => {
    const all = await apiAnswer(SUNSHINE, '');
    expect(all.facets.city).toHaveLength(1);
    expect(all.facets.item_type).toHaveLength(1);
    const { context, page, consoleErrors } = await open(`${SUNSHINE}/search`);
    try {
      await expect.poll(() => section(page, 'Car type').count()).toBe(1);
      for (const title of ['City', 'State', 'Item type', 'Categories']) expect(await section(page, title).count(), title).toBe(0);
      expect(
        await filters(page)
          .getByRole('checkbox', { name: /^New \(/, includeHidden: true })
          .count(),
      ).toBe(1);
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('keeps a one-value filter once it is chosen, so it can be undone, with its value as a shopper writes it ("Car", not "car")', async () => {
    const all = await apiAnswer(SUNSHINE, '');
    const [kind] = all.facets.item_type;
    expect(kind.value).toBe('car');
    const { context, page } = await open(`${SUNSHINE}/search?item_type=car`);
    try {
      const box = section(page, 'Item type').getByRole('checkbox', { name: `Car (${kind.count.toLocaleString('en-AU')})` });
      await expect.poll(() => box.isChecked()).toBe(true);
      await untilHydrated(box);
      // A click, not uncheck(): unchosen, the one-value filter leaves the panel at once, and uncheck() would wait to read the box again.
      await box.click();
      await expectResultsFor(page, SUNSHINE, '');
      await expect.poll(() => section(page, 'Item type').count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});

describe('make and model refine together (issue 15: Make Ford, then Ranger, left only Ford)', () => {
  it('after a model is chosen every other make stays on offer with its count, and a second make adds its cars', async () => {
    const all = await apiAnswer(HARBOUR, '');
    const make = all.facets.make.find((item) => item.value === 'Ford') ?? all.facets.make[0];
    const other = all.facets.make.find((item) => item.value !== make.value)!;
    const byMake = await apiAnswer(HARBOUR, `make=${encodeURIComponent(make.value)}`);
    const model = byMake.facets.make_model.find((item) => item.value.startsWith(`${make.value}|`))!;
    const modelName = model.value.split('|')[1];
    const { context, page, consoleErrors } = await open(`${HARBOUR}/search`);
    try {
      const makes = page.getByRole('group', { name: 'Makes' });
      /** A make past the first seven (or the dealer's popular list) is behind Show all makes. */
      const tick = async (name: RegExp | string) => {
        const box = makes.getByRole('checkbox', { name, includeHidden: true });
        await expect.poll(() => box.count()).toBe(1);
        await untilHydrated(box);
        const showAll = makes.getByRole('button', { name: 'Show all makes' });
        if (!(await box.isVisible()) && (await showAll.count()) > 0) await showAll.click();
        await box.check();
      };
      await tick(new RegExp(`^${escaped(make.value)} \\(`));
      await expectResultsFor(page, HARBOUR, `make=${encodeURIComponent(make.value)}`);
      await page
        .getByRole('group', { name: `${make.value} models` })
        .getByRole('checkbox', { name: new RegExp(`^${escaped(modelName)} \\(`) })
        .check();
      const makeAndModel = `make=${encodeURIComponent(make.value)}&make_model=${encodeURIComponent(model.value)}`;
      const byModel = await expectResultsFor(page, HARBOUR, makeAndModel);
      expect(byModel.count).toBe(model.count);

      // Every make is still there, counted as before the model was chosen.
      expect(byModel.facets.make).toEqual(all.facets.make);
      await tick(`${other.value} (${other.count.toLocaleString('en-AU')})`);

      const both = `make=${encodeURIComponent(make.value)}&make=${encodeURIComponent(other.value)}&make_model=${encodeURIComponent(model.value)}`;
      const withOther = await expectResultsFor(page, HARBOUR, both);
      expect(withOther.count).toBe(model.count + other.count);
      await expect.poll(() => resultCount(page)).toBe(countText(withOther.displayedCount));
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('a page past the last (issue 15: ?page=999 said "445 cars" beside "No cars match your search")', () => {
  it('says the page is past the end beside the count, and its link goes back to page 1', async () => {
    const all = await apiAnswer(HARBOUR, '');
    expect(all.pages).toBeLessThan(999);
    const { context, page, consoleErrors } = await open(`${HARBOUR}/search?page=999`);
    try {
      await expect.poll(() => resultCount(page)).toBe(countText(all.displayedCount));
      const results = page.locator('[data-search-results]');
      expect(await results.getByRole('heading', { name: 'There is no page 999 of these results' }).isVisible()).toBe(true);
      expect(await results.getByText('No cars match your search').count()).toBe(0);
      await results.getByRole('link', { name: 'Go to page 1' }).click();
      await expectResultsFor(page, HARBOUR, '');
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('search pages are titled by their search (issue 15: all were "Cars by make or body type")', () => {
  it('names the car type and the town, describes the cars, and gives one canonical address', async () => {
    const used = await apiAnswer(SUNSHINE, 'car_type=used');
    const { context, page } = await open(`${SUNSHINE}/search/used-cars?sortBy=price_asc`);
    try {
      expect(await page.title()).toBe('Used cars for sale in Maroochydore | Sunshine Coast Toyota');
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description).toMatch(new RegExp(`^${escaped(used.displayedCount.toLocaleString('en-AU'))} used cars for sale at Sunshine Coast Toyota, Maroochydore`));
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe('https://sunshine-toyota.example.com/search/used-cars');
    } finally {
      await context.close();
    }
  });

  it('names the make and model an address names: "Toyota Corolla for sale in Maroochydore | Sunshine Coast Toyota"', async () => {
    const toyotas = await apiAnswer(SUNSHINE, 'make=Toyota');
    const model = (toyotas.facets.make_model.find((item) => item.value === 'Toyota|Corolla') ?? toyotas.facets.make_model[0]).value.split('|')[1];
    const { context, page } = await open(`${SUNSHINE}/search/toyota/${slugOf(model)}`);
    try {
      expect(await page.title()).toBe(`Toyota ${model} for sale in Maroochydore | Sunshine Coast Toyota`);
      expect(await page.locator('[data-search-results] h1').textContent()).toBe(`Toyota ${model} for sale`);
    } finally {
      await context.close();
    }
  });
});

describe('the sidebar and small screens (issue 15: the filters took a third of the desktop)', () => {
  it('at 1280 px the filters take about a quarter of the width, every target in them at least 24 px', async () => {
    const { context, page } = await open(`${HARBOUR}/search?make=Kia`);
    try {
      const sidebar = await filters(page).boundingBox();
      const results = await page.locator('[data-search-results]').boundingBox();
      expect(sidebar!.width).toBeLessThanOrEqual(DESKTOP.width * 0.27);
      expect(results!.width).toBeGreaterThan(sidebar!.width * 2.5);
      const targets = await filters(page)
        .locator('input[type="checkbox"], button, [role="slider"], input[type="search"]')
        .evaluateAll((elements) =>
          elements
            .filter((element) => (element as HTMLElement).offsetParent !== null)
            .map((element) => {
              const box = element.getBoundingClientRect();
              return { name: element.getAttribute('aria-label') ?? element.textContent ?? element.tagName, width: box.width, height: box.height };
            }),
        );
      expect(targets.length).toBeGreaterThan(10);
      expect(targets.filter((target) => target.width < MIN_TARGET || target.height < MIN_TARGET)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  for (const [dealer, site] of [
    ['Harbour City', HARBOUR],
    ['Sunshine Coast Toyota', SUNSHINE],
    ['Westside', `${base}/sites/westside-used-cars`],
  ] as const) {
    it(`${dealer}: no horizontal overflow at 320 px on search, a page past the end and with the filters open`, async () => {
      const { context, page, consoleErrors } = await open(`${site}/search`, SMALLEST_PHONE);
      try {
        expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
        await page.getByRole('button', { name: 'Filters', exact: true }).click();
        const drawer = page.getByRole('dialog');
        await expect.poll(() => drawer.isVisible()).toBe(true);
        expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
        expect(await drawer.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
        await page.goto(`${site}/search?page=999`, { waitUntil: 'networkidle' });
        expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
        expect(consoleErrors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});
