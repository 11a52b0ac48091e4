import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openWatchedPage, seriousAxeViolations, sharedChromium } from '../support/browser';

/**
 * The budget finder, the reviews summary and the FAQ accordion as a shopper
 * meets them on a 375 px phone: the budget finder's disabled state one
 * dollar below the cheapest car and its counts matching /search, with axe
 * clean on the home page that holds it; the reviews summary as the page's
 * #reviews; the trade-in FAQ by keyboard.
 */
const base = inject('appUrl');
const WESTSIDE = `${base}/sites/westside-used-cars`;
const HARBOUR = `${base}/sites/harbour-city-motors`;
const SUNSHINE = `${base}/sites/sunshine-toyota`;

let browser: Browser;
beforeAll(async () => {
  browser = await sharedChromium();
});
afterAll(async () => {
  await browser?.close();
});

interface BudgetAnswer {
  count: number;
  facets: { body: { value: string; count: number }[] };
  facetStats: { price?: { min: number; max: number } };
}

/** What POST /api/search answers the panel for a budget and body, asked from the page itself (same origin, as the panel asks). */
function budgetAnswer(page: Page, budget: number, body?: string): Promise<BudgetAnswer> {
  return page.evaluate(
    async ({ endpoint, budget, body }) => {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ filters: { ...(body ? { body: [body] } : {}), price: { max: budget } }, search_filters: { price: { min: 1001 } }, hitsPerPage: 1 }),
      });
      return (await response.json()) as BudgetAnswer;
    },
    { endpoint: `${new URL(page.url()).pathname.replace(/\/$/, '')}/api/search`, budget, body },
  );
}

async function checkPage(page: Page, consoleErrors: string[]) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await seriousAxeViolations(page)).toEqual([]);
  expect(consoleErrors).toEqual([]);
}

describe('budget finder, reviews and FAQ in Chromium on a 375 px phone', () => {
  it('spec detail §4: one dollar below the cheapest car the button is disabled, "0 Cars Found", "No Cars found for this budget"; at the cheapest price it views the cars; axe clean', async () => {
    const { context, page, consoleErrors } = await openWatchedPage(browser);
    try {
      expect((await page.goto(WESTSIDE, { waitUntil: 'networkidle' }))?.status()).toBe(200);
      const finder = page.getByRole('region', { name: 'Find cars for your budget' });
      await finder.waitFor();
      const cheapest = (await budgetAnswer(page, 1_000_000)).facetStats.price?.min;
      expect(cheapest).toBeGreaterThan(1000);
      const budget = finder.getByLabel('Budget ($)');
      // Typed again until the page's script has hydrated the panel and answers it.
      await expect
        .poll(async () => {
          await budget.fill(String(cheapest! - 1));
          return finder.getByRole('button', { name: '0 Cars Found' }).count();
        })
        .toBe(1);
      expect(await finder.getByRole('button', { name: '0 Cars Found' }).isDisabled()).toBe(true);
      await expect.poll(() => finder.getByRole('status').textContent()).toBe('No Cars found for this budget');
      await checkPage(page, consoleErrors);

      await budget.fill(`$${cheapest!.toLocaleString('en-AU')}`);
      const view = finder.getByRole('link', { name: 'View Cars In This Range' });
      await view.waitFor();
      expect(await view.getAttribute('href')).toBe(`/sites/westside-used-cars/search?sortBy=price_desc&price=1001:${cheapest}`);
      expect(await finder.getByRole('status').textContent()).toBe('');
    } finally {
      await context.close();
    }
  });

  it('a body tile toggles selected, and its count is the number of cars /search shows for it up to the budget', async () => {
    const { context, page, consoleErrors } = await openWatchedPage(browser);
    try {
      await page.goto(HARBOUR, { waitUntil: 'networkidle' });
      const finder = page.getByRole('region', { name: 'Find cars for your budget' });
      const tiles = finder.getByRole('group', { name: 'Body type' }).getByRole('button');
      await expect.poll(() => tiles.count()).toBeGreaterThan(0);
      const tile = tiles.first();
      const body = (await tile.getAttribute('data-body'))!;
      const tileCount = Number(/(\d+) cars?$/.exec(((await tile.textContent()) ?? '').trim())![1]);
      expect(tileCount).toBe((await budgetAnswer(page, 54_000, body)).count);
      await expect
        .poll(async () => {
          if ((await tile.getAttribute('aria-pressed')) !== 'true') await tile.click();
          return tile.getAttribute('aria-pressed');
        })
        .toBe('true');
      const view = finder.getByRole('link', { name: /^View .+ In This Range$/ });
      await expect.poll(async () => (await view.getAttribute('href')) ?? '').toContain(`body=${body}`);
      await view.click();
      await page.waitForURL(/\/search\?/);
      const resultCount = page.locator('[data-search-results] [data-testid="result-count"]');
      await expect.poll(() => resultCount.textContent()).toBe(`${tileCount} ${tileCount === 1 ? 'car' : 'cars'}`);
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('spec detail §2: the reviews summary is the page’s #reviews, with up to 12 reviews rated 4 and up', async () => {
    const { context, page, consoleErrors } = await openWatchedPage(browser);
    try {
      await page.goto(`${HARBOUR}#reviews`, { waitUntil: 'networkidle' });
      const reviews = page.locator('section#reviews');
      await reviews.waitFor();
      expect(await reviews.getAttribute('aria-labelledby')).toBeTruthy();
      expect(await reviews.getByText(/^Based on \d+ reviews?$/).count()).toBe(1);
      const ratings = await reviews
        .getByRole('article')
        .getByRole('img', { name: /^Rated \d out of 5$/ })
        .evaluateAll((stars) => stars.map((star) => Number(/Rated (\d)/.exec(star.getAttribute('aria-label') ?? '')![1])));
      expect(ratings.length).toBeGreaterThan(0);
      expect(ratings.length).toBeLessThanOrEqual(12);
      expect(ratings.every((rating) => rating >= 4)).toBe(true);
      expect(await page.locator('[id="reviews"]').count()).toBe(1);
      await checkPage(page, consoleErrors);
    } finally {
      await context.close();
    }
  });

  it('the trade-in FAQ by keyboard: Enter opens a question, the arrow keys move to the next', async () => {
    const { context, page, consoleErrors } = await openWatchedPage(browser);
    try {
      await page.goto(`${SUNSHINE}/trade-in`, { waitUntil: 'networkidle' });
      const faq = page.getByRole('region', { name: 'Trade-in FAQ' });
      const questions = faq.getByRole('button');
      await expect.poll(() => questions.count()).toBeGreaterThan(1);
      const first = questions.first();
      await first.focus();
      await expect
        .poll(async () => {
          if ((await first.getAttribute('aria-expanded')) !== 'true') await first.press('Enter');
          return first.getAttribute('aria-expanded');
        })
        .toBe('true');
      const answer = page.locator(`[id="${await first.getAttribute('aria-controls')}"]`);
      await expect.poll(() => answer.isVisible()).toBe(true);
      await first.press('ArrowDown');
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? '')).toBe(await questions.nth(1).textContent());
      await page.keyboard.press('Space');
      await expect.poll(() => questions.nth(1).getAttribute('aria-expanded')).toBe('true');
      await checkPage(page, consoleErrors);
    } finally {
      await context.close();
    }
  });
});
