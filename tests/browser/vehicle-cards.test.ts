import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openWatchedPage, seriousAxeViolations, sharedChromium } from '../support/browser';

const base = inject('appUrl');
const HARBOUR = `${base}/sites/harbour-city-motors`;
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 812 };
/** WCAG 2.2 (2.5.8 Target Size, minimum): 24 by 24 CSS pixels. */
const MIN_TARGET_PX = 24;

let browser: Browser;
beforeAll(async () => {
  browser = await sharedChromium();
});
afterAll(async () => {
  await browser?.close();
});

async function open(path: string, viewport = DESKTOP) {
  const watched = await openWatchedPage(browser, viewport);
  const response = await watched.page.goto(`${HARBOUR}${path}`, { waitUntil: 'networkidle' });
  expect(response?.status()).toBe(200);
  return watched;
}

/** The words on screen: the page's data for its islands holds the numbers too, so textContent would not do. */
// biome-ignore lint/performance/useDomNodeTextContent: what a shopper sees is exactly the rendered text.
const visibleText = (locator: Locator) => locator.innerText();

const resultCards = (page: Page) => page.locator('[data-search-results] article[aria-labelledby*="-car-"]');

/** A card's buttons and links that act on the car, each with its box and whether it stands out. */
async function cardActions(card: Locator) {
  return card.locator('[data-button]').evaluateAll((elements) =>
    elements.map((element) => {
      const box = element.getBoundingClientRect();
      const label = element.querySelector('.mantine-Button-label') ?? element;
      return {
        kind: element.getAttribute('data-button'),
        variant: element.getAttribute('data-variant'),
        top: Math.round(box.top),
        width: box.width,
        height: box.height,
        cut: label.scrollWidth > label.clientWidth + 1,
      };
    }),
  );
}

describe('vehicle cards as a shopper scans them', () => {
  for (const [name, viewport] of [
    ['1280 px', DESKTOP],
    ['375 px', PHONE],
  ] as const) {
    it(`are compact: photos in a 4:3 frame, one action stands out, the others share one row, Compare is a checkbox, every target at least 24 px (${name})`, async () => {
      const { context, page, consoleErrors } = await open('/search', viewport);
      try {
        const cards = resultCards(page);
        expect(await cards.count()).toBeGreaterThan(3);
        for (let index = 0; index < 4; index++) {
          const card = cards.nth(index);
          const actions = await cardActions(card);
          expect(actions.length).toBeGreaterThan(1);
          // Exactly one primary action, and it comes first.
          expect(actions.filter((action) => action.variant === 'filled').map((action) => action.kind)).toEqual([actions[0].kind]);
          // The others sit side by side on one row below it.
          const others = actions.slice(1);
          expect(new Set(others.map((action) => action.top)).size).toBe(1);
          expect(others[0].top).toBeGreaterThan(actions[0].top);
          for (const action of actions) {
            expect(action.cut, `${action.kind}'s words are cut`).toBe(false);
            expect(action.height).toBeGreaterThanOrEqual(MIN_TARGET_PX);
            expect(action.width).toBeGreaterThanOrEqual(MIN_TARGET_PX);
          }
          // Every photo keeps one 4:3 frame, so the grid does not jump as photos load.
          const frameShape = await card
            .locator('img')
            .first()
            .evaluate((photo) => {
              const frame = (photo.parentElement as HTMLElement).getBoundingClientRect();
              return frame.width / frame.height;
            });
          expect(frameShape).toBeCloseTo(4 / 3, 2);
          const compare = card.getByRole('checkbox', { name: /^Compare / });
          expect(await compare.count()).toBe(1);
          // The box and its visible word make one target, as tall as WCAG asks.
          const compareTarget = await card.locator('[data-compare-toggle]').evaluate((input) => {
            const box = (input.closest('label') ?? input).getBoundingClientRect();
            return { width: box.width, height: box.height };
          });
          expect(compareTarget.height).toBeGreaterThanOrEqual(MIN_TARGET_PX);
          expect(compareTarget.width).toBeGreaterThanOrEqual(MIN_TARGET_PX);
        }
        expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
        expect(await seriousAxeViolations(page)).toEqual([]);
        expect(consoleErrors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  it('a card stays short: at 1280 px each card of the first row is under 72 % of the screen high (stacked buttons made one row fill it)', async () => {
    const { context, page } = await open('/search');
    try {
      const boxes = await resultCards(page).evaluateAll((cards) => cards.map((card) => card.getBoundingClientRect().toJSON() as DOMRect));
      // A promotion may take a place in the grid: the first row is the cards level with the first.
      const firstRow = boxes.filter((box) => Math.round(box.top) === Math.round(boxes[0].top));
      expect(firstRow.length).toBeGreaterThanOrEqual(2);
      for (const box of firstRow) expect(box.height).toBeLessThan(DESKTOP.height * 0.72);
    } finally {
      await context.close();
    }
  });

  it('spec detail §2: a just-sold car in search offers Find Me Something Similar, never Reserve, and the search it opens answers', async () => {
    const answer = (await (await fetch(`${HARBOUR}/api/search?status=sold`)).json()) as { count: number };
    expect(answer.count).toBeGreaterThan(0);
    const { context, page, consoleErrors } = await open('/search?status=sold', PHONE);
    try {
      const card = resultCards(page).first();
      const actions = (await cardActions(card)).map((action) => action.kind);
      expect(actions).toContain('find-similar');
      expect(actions).not.toContain('reserve');
      const href = await card.locator('[data-button="find-similar"]').getAttribute('href');
      expect(href).toMatch(/^\/sites\/harbour-city-motors\/search\//);
      const similar = await page.request.get(`${base}${href}`);
      expect(similar.status()).toBe(200);
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("one phone-masking rule for the whole page: header, footer and cards all mask the dealer's numbers, and one reveal shows the number everywhere", async () => {
    const { context, page, consoleErrors } = await open('/search/used-cars');
    try {
      const used = '02 9630 4122';
      // Before any reveal, no number is shown in full anywhere on the page.
      expect(await visibleText(page.locator('body'))).not.toContain(used);
      const footer = page.getByRole('contentinfo');
      await expect.poll(() => visibleText(footer)).toContain('02 96XX XXXX');
      const card = resultCards(page).first();
      await card.getByRole('button', { name: /^Show number: / }).click();
      await expect.poll(() => visibleText(card)).toContain(used);
      // The footer's used-cars line is the same number: revealed with it, not left masked beside it.
      await expect.poll(() => visibleText(footer)).toContain(used);
      expect(await footer.locator('[data-phone-state="masked"]').count()).toBeGreaterThan(0);
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
