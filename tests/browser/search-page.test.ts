import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sharedChromium, openWatchedPage, seriousAxeViolations, untilHydrated } from '../support/browser';

const base = inject('appUrl');
const SITE = `${base}/sites/harbour-city-motors`;
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 812 };

interface Answer {
  hits: { name: string }[];
  count: number;
  displayedCount: number;
  pages: number;
  facets: { make: { value: string; count: number }[]; make_model: { value: string; count: number }[] };
}

let browser: Browser;
beforeAll(async () => {
  browser = await sharedChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** What the search API answers for a query string: the page must show the same cars. */
async function apiAnswer(queryString: string): Promise<Answer> {
  const response = await fetch(`${SITE}/api/search?${queryString}`);
  expect(response.status).toBe(200);
  return (await response.json()) as Answer;
}

const carNames = (page: Page) => page.locator('[data-search-results] article[aria-labelledby*="-car-"] h2').allTextContents();
const resultCount = (page: Page) => page.locator('[data-search-results] [data-testid="result-count"]').textContent();
const queryOf = (page: Page) => new URL(page.url()).search.replace(/^\?/, '');

async function expectResultsFor(page: Page, queryString: string): Promise<Answer> {
  await expect.poll(() => queryOf(page)).toBe(queryString);
  const answer = await apiAnswer(queryString);
  await expect.poll(() => carNames(page)).toEqual(answer.hits.map((hit) => hit.name));
  return answer;
}

async function openSearch(path: string, viewport = DESKTOP) {
  const watched = await openWatchedPage(browser, viewport);
  const response = await watched.page.goto(`${SITE}${path}`, { waitUntil: 'networkidle' });
  expect(response?.status()).toBe(200);
  return watched;
}

describe('the search page in Chromium', () => {
  it('renders the first page of results on the server, so a shared address shows cars without JavaScript', async () => {
    const answer = await apiAnswer('sortBy=price_asc&page=2');
    const html = await (await fetch(`${SITE}/search?sortBy=price_asc&page=2`)).text();
    expect(answer.hits.length).toBeGreaterThan(0);
    for (const hit of answer.hits.slice(0, 3)) expect(html).toContain(hit.name.replaceAll('&', '&amp;'));
    expect(html).toContain('aria-current="page"');
  });

  it('filters by make and then model, sorts, pages, reloads a shared address to the same cars and goes back', async () => {
    const { context, page, consoleErrors } = await openSearch('/search');
    try {
      const all = await expectResultsFor(page, '');
      const make = all.facets.make[0].value;
      const makeBox = page.getByRole('group', { name: 'Makes' }).getByRole('checkbox', { name: new RegExp(`^${make} \\(`) });
      await untilHydrated(makeBox);
      await makeBox.check();
      const byMake = await expectResultsFor(page, `make=${encodeURIComponent(make)}`);
      expect(byMake.count).toBeLessThan(all.count);
      await expect.poll(() => resultCount(page)).toBe(`${byMake.displayedCount.toLocaleString('en-AU')} ${byMake.displayedCount === 1 ? 'car' : 'cars'}`);

      const models = page.getByRole('group', { name: `${make} models` });
      const model = byMake.facets.make_model.find((entry) => entry.value.startsWith(`${make}|`))!;
      await models.getByRole('checkbox', { name: new RegExp(`^${model.value.split('|')[1]} \\(`) }).check();
      const byModel = await expectResultsFor(page, `make=${encodeURIComponent(make)}&make_model=${encodeURIComponent(model.value)}`);
      expect(byModel.count).toBe(model.count);

      // Back to every car, sorted by lowest price, then page 2.
      await page.getByRole('button', { name: 'Clear all filters' }).click();
      await expectResultsFor(page, '');
      await page.getByLabel('Sort by').selectOption('price_asc');
      const sorted = await expectResultsFor(page, 'sortBy=price_asc');
      expect(sorted.pages).toBeGreaterThan(1);
      await page.getByRole('navigation', { name: 'Pages of results' }).getByRole('link', { name: 'Page 2', exact: true }).click();
      await expectResultsFor(page, 'sortBy=price_asc&page=2');
      const secondPage = await carNames(page);

      // A shared address reloads to the same cars.
      const shared = await browser.newContext({ viewport: DESKTOP });
      const other = await shared.newPage();
      await other.goto(page.url(), { waitUntil: 'networkidle' });
      await expect.poll(() => carNames(other)).toEqual(secondPage);
      await shared.close();

      // Back steps through the searches.
      await page.goBack();
      await expectResultsFor(page, 'sortBy=price_asc');
      await page.goBack();
      await expectResultsFor(page, '');
      await page.goForward();
      await expectResultsFor(page, 'sortBy=price_asc');
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('spec search §5: the price slider moves by keyboard, snaps to 1000 and searches once the thumb rests', async () => {
    const { context, page } = await openSearch('/search');
    try {
      const thumb = page.getByRole('slider', { name: 'Price from' });
      await untilHydrated(thumb);
      await thumb.focus();
      for (let i = 0; i < 5; i++) await thumb.press('ArrowRight');
      await expect.poll(() => queryOf(page)).toMatch(/^price=\d+:$/);
      const min = Number(/^price=(\d+):$/.exec(queryOf(page))![1]);
      expect(min % 1000).toBe(0);
      expect(min).toBeGreaterThan(0);
      await expectResultsFor(page, `price=${min}:`);
    } finally {
      await context.close();
    }
  });

  it('spec search §2: on a phone the filters open in a drawer whose Show Me N cars button shows the results', async () => {
    const { context, page, consoleErrors } = await openSearch('/search', PHONE);
    try {
      const all = await apiAnswer('');
      const make = all.facets.make[1].value;
      await page.getByRole('button', { name: 'Filters', exact: true }).click();
      const drawer = page.getByRole('dialog');
      await expect.poll(() => drawer.isVisible()).toBe(true);
      // Open, the drawer passes axe too: its close button has a name (WCAG 4.1.2).
      expect(await drawer.getByRole('button', { name: 'Close' }).count()).toBe(1);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await drawer.getByRole('checkbox', { name: new RegExp(`^${make} \\(`) }).check();
      const byMake = await apiAnswer(`make=${encodeURIComponent(make)}`);
      const showMe = drawer.getByRole('button', { name: `Show Me ${byMake.displayedCount.toLocaleString('en-AU')} cars` });
      await expect.poll(() => showMe.isVisible()).toBe(true);
      await showMe.click();
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
      await expectResultsFor(page, `make=${encodeURIComponent(make)}`);
      await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('spec detail §2: /search/{make} and /search/used-cars filter by what the address names', async () => {
    const { context, page } = await openSearch('/search/kia');
    try {
      await expect.poll(() => page.locator('[data-search-results] h1').textContent()).toBe('Kia for sale');
      await expect.poll(async () => (await carNames(page)).length).toBeGreaterThan(0);
      const names = await carNames(page);
      expect(names.every((name) => name.includes(' Kia '))).toBe(true);
      await page.goto(`${SITE}/search/used-cars`, { waitUntil: 'networkidle' });
      await expect.poll(() => page.locator('[data-search-results] h1').textContent()).toBe('Used cars for sale');
      const used = await apiAnswer('car_type=used');
      await expect.poll(() => carNames(page)).toEqual(used.hits.map((hit) => hit.name));
    } finally {
      await context.close();
    }
  });

  for (const [name, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`has no serious or critical axe violations (${name})`, async () => {
      const { context, page } = await openSearch('/search?make=Kia', viewport);
      try {
        expect(await seriousAxeViolations(page)).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});
