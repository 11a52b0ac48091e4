import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { testBlock } from '../../editor/document/test-support/editor-documents';
import { DEMO_MARKETERS } from '../../runtime/server/auth/demo-marketers';
import type { SiteDocument } from '../../schemas/site-document';
import { sharedChromium } from '../support/browser';

/*
 * The outline gives dnd-kit only the rows on or near the screen (the rest
 * would make every drag and drop re-render hundreds of rows). These tests
 * hold it to what a marketer sees: on a page far longer than the panel,
 * every row is still a place to drop, and every row's menu still works.
 */

const SLUG = 'westside-used-cars';
const CARD_COUNT = 100;
const STEPS_DOWN = 60;
const server = { url: inject('appUrl') };
const admin = DEMO_MARKETERS.find((m) => m.role === 'platform-admin')!;
const draftUrl = `${server.url}/editor/api/sites/${SLUG}/draft`;

let browser: Browser;
let context: BrowserContext;
let page: Page;
let original: SiteDocument;

const cardTitle = (n: number) => `Card ${n}`;

async function homeCardTitles(): Promise<string[]> {
  const draft = (await (await context.request.get(draftUrl)).json()) as { document: SiteDocument };
  const home = draft.document.pages.find((p) => p.path === '/')!;
  return home.blocks.map((block) => String((block.props as { title?: string }).title));
}

beforeAll(async () => {
  browser = await sharedChromium();
  context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  page = await context.newPage();
  await page.goto(`${server.url}/editor/sign-in`);
  await page.getByLabel('Email').fill(admin.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(admin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === '/editor');

  const draft = (await (await context.request.get(draftUrl)).json()) as { document: SiteDocument; revision: number };
  original = draft.document;
  const document = structuredClone(original);
  const home = document.pages.find((p) => p.path === '/')!;
  home.blocks = Array.from({ length: CARD_COUNT }, (_, n) => {
    const card = testBlock('promo-card', `long-card-${n}`);
    (card.props as { title: string }).title = cardTitle(n);
    return card;
  });
  const saved = await context.request.put(draftUrl, { data: { document, revision: draft.revision } });
  if (!saved.ok()) throw new Error(`Saving the long draft failed: ${saved.status()} ${await saved.text()}`);
  await page.goto(`${server.url}/editor/${SLUG}`);
  await page.getByRole('button', { name: `Move Promo card “${cardTitle(CARD_COUNT - 1)}”` }).waitFor();
  // Hydrated, and the rows on screen ready to drag.
  await page.locator('[aria-roledescription="sortable"]').first().waitFor();
});

afterAll(async () => {
  if (original) {
    const now = (await (await context.request.get(draftUrl)).json()) as { revision: number };
    await context.request.put(draftUrl, { data: { document: original, revision: now.revision } });
  }
  await context?.close();
  await browser?.close();
});

describe('the editor outline on a long page', () => {
  it(`editor (WCAG 2.5.7): a block carried ${STEPS_DOWN} places down by keyboard passes every row on the way and lands where announced`, async () => {
    const announced = page.locator('[id^="DndLiveRegion"]');
    const handle = page.getByRole('button', { name: `Move Promo card “${cardTitle(0)}”` });
    await handle.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => announced.textContent()).toMatch(/^Picked up Promo card\./);
    for (let step = 1; step <= STEPS_DOWN; step++) {
      await page.keyboard.press('ArrowDown');
      // Each step reaches the next row: none is skipped for being far down the panel.
      await expect.poll(() => announced.textContent()).toBe(`Promo card moved to position ${step + 1} of Home page.`);
    }
    await page.keyboard.press('Space');
    await expect.poll(() => announced.textContent()).toBe(`Dropped Promo card at position ${STEPS_DOWN + 1} of Home page.`);
    // Autosaved: the stored draft has the block there.
    await expect.poll(async () => (await homeCardTitles()).indexOf(cardTitle(0)), { timeout: 30_000 }).toBe(STEPS_DOWN);
    expect(await homeCardTitles()).toHaveLength(CARD_COUNT);
  });

  it('editor: a row far down the outline opens its actions menu by keyboard, and Escape gives focus back to its button', async () => {
    const last = cardTitle(CARD_COUNT - 1);
    const row = page.getByRole('button', { name: `Move Promo card “${last}”` }).locator('xpath=..');
    const actions = row.getByRole('button', { name: 'Actions for Promo card' });
    await actions.focus();
    await page.keyboard.press('Enter');
    const duplicate = page.getByRole('menuitem', { name: 'Duplicate' });
    await duplicate.waitFor();
    // Escape once the menu has the focus, as a person presses it: pressed in the instant before, on a busy machine, the menu was still taking the focus.
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('[role="menu"]') !== null)).toBe(true);
    await page.keyboard.press('Escape');

    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Actions for Promo card');

    await actions.click();
    await duplicate.click();
    await expect.poll(async () => (await homeCardTitles()).filter((title) => title === last).length, { timeout: 30_000 }).toBe(2);
  });
});
