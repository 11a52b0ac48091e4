/**
 * `npm run screenshots` (after `npm run build`): pictures of what a shopper
 * sees on Harbour City Motors, the demo dealer with favourites, the
 * watchlist and compare on: the search page, one car's card, the favourites
 * page and the watchlist, each on a phone (375 px) and a desktop (1280 px).
 * They are written to docs/screenshots/ and shown in the README, so a change
 * to how cards or lists look shows in review as a changed picture.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { startAppServer } from '../tests/support/app-server';
import { launchChromium } from '../tests/support/chromium';
import { signInWithLocalCode } from '../tests/support/shopper-sign-in';

const OUT = path.join(process.cwd(), 'docs', 'screenshots');
const SLUG = 'harbour-city-motors';
const VIEWPORTS = { '375': { width: 375, height: 812 }, '1280': { width: 1280, height: 900 } } as const;

/** Every save button on the page knows whether the shopper is signed in. */
const SAVE_BUTTONS_READY = () => [...document.querySelectorAll('button[data-save-target]')].every((button) => button.getAttribute('aria-busy') === 'false');

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => document.querySelectorAll('[aria-busy="true"]').length === 0);
  // Toasts and collapse animations last 300 ms; a picture mid-way is a blur.
  await page.waitForTimeout(400);
}

async function shoot(page: Page, name: string, width: string) {
  const file = path.join(OUT, `${name}-${width}.png`);
  await page.screenshot({ path: file });
  console.log(`  ${path.relative(process.cwd(), file)}`);
}

/** Saves two cars of the search with the cards' Save button: favourites signed out, the watchlist signed in. */
async function saveTwoCars(page: Page, list: 'favourites' | 'watchlist') {
  await page.waitForFunction(SAVE_BUTTONS_READY);
  // A car can show twice on a page (a featured row above the results): two different cars, by name.
  const names = await page
    .getByRole('button', { name: new RegExp(`^Save .+ to ${list}$`) })
    .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? ''));
  for (const name of [...new Set(names)].slice(0, 2)) {
    await page.getByRole('button', { name, exact: true }).first().click();
    await page.waitForTimeout(400);
  }
}

async function shopperPictures(browser: Browser, origin: string, width: keyof typeof VIEWPORTS) {
  const site = `${origin}/sites/${SLUG}`;
  const context = await browser.newContext({ viewport: VIEWPORTS[width], deviceScaleFactor: 1 });
  const page = await context.newPage();
  try {
    await page.goto(`${site}/search`);
    await settle(page);
    await shoot(page, 'search', width);
    const card = page.locator('[data-search-results] article').first();
    await card.screenshot({ path: path.join(OUT, `card-${width}.png`) });
    console.log(`  docs/screenshots/card-${width}.png`);

    await saveTwoCars(page, 'favourites');
    await page.goto(`${site}/favourites`);
    await settle(page);
    await shoot(page, 'favourites', width);

    await page.goto(`${site}/sign-in?type=watchlist&redirect=${encodeURIComponent(`/sites/${SLUG}/search`)}`);
    await signInWithLocalCode(page);
    await page.waitForURL(`${site}/search`);
    await settle(page);
    await saveTwoCars(page, 'watchlist');
    await page.goto(`${site}/watchlist`);
    await settle(page);
    await shoot(page, 'watchlist', width);
  } finally {
    await context.close();
  }
}

async function main() {
  mkdirSync(OUT, { recursive: true });
  const server = await startAppServer();
  const browser = await launchChromium();
  try {
    for (const width of Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[]) {
      console.log(`At ${width} px:`);
      await shopperPictures(browser, server.url, width);
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
