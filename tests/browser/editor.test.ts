import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_MARKETERS } from '../../runtime/server/auth/demo-marketers';
import { sharedChromium, seriousAxeViolations } from '../support/browser';
import { dragByMouse, signInToEditor } from '../support/editor-sign-in';

const SLUG = 'sunshine-toyota';
const NEW_TITLE = 'Spring service special';
const server = { url: inject('appUrl') };
const editorAccount = DEMO_MARKETERS.find((m) => m.role === 'dealer-editor' && m.dealerSlugs.length === 1 && m.dealerSlugs[0] === SLUG)!;

let browser: Browser;
let context: BrowserContext;
/** The version shoppers saw before the test published, put back afterwards so other tests see the demo site. */
let liveBefore: number | undefined;

const signIn = (page: Page) => signInToEditor(page, server.url, editorAccount);

const api = (what: string) => `${server.url}/editor/api/sites/${SLUG}/${what}`;

beforeAll(async () => {
  browser = await sharedChromium();
  // A fixed locale and zone: the date field types in the browser's own format.
  context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US', timezoneId: 'Australia/Brisbane' });
});

afterAll(async () => {
  if (liveBefore !== undefined) {
    // Rolling back publishes the demo document again and resets the draft to it.
    const restored = await context.request.post(api('rollback'), { data: { version: liveBefore } });
    if (!restored.ok()) throw new Error(`Putting ${SLUG} back failed: ${restored.status()} ${await restored.text()}`);
  }
  await context?.close();
  await browser?.close();
});

describe('the editor in Chromium', () => {
  it('editor: a dealer editor adds promo cards by mouse and keyboard, fixes a bad date, publishes, and the site shows it', async () => {
    const page = await context.newPage();
    const consoleErrors: string[] = [];
    page.on('pageerror', (error) => consoleErrors.push(error.message));
    await signIn(page);

    const versions = (await (await context.request.get(api('versions'))).json()) as { versions: { version: number; status: string }[] };
    liveBefore = versions.versions.find((v) => v.status === 'published')?.version;
    expect(liveBefore).toBeDefined();
    const draft = (await (await context.request.get(api('draft'))).json()) as { document: { pages: { path: string; title: string }[] } };
    const home = draft.document.pages.find((p) => p.path === '/')!;

    await page.goto(`${server.url}/editor/${SLUG}`);
    const outline = page.getByRole('region', { name: `${home.title} page` });
    const palette = page.getByRole('region', { name: 'Blocks', exact: true });
    const paletteCard = palette.getByRole('button', { name: 'Promo card', exact: true });
    const newCards = outline.getByRole('button', { name: 'Move Promo card “Special offer”' });
    const blocks = outline.getByRole('button', { name: /^Move / });
    await blocks.first().waitFor();
    const blocksAtStart = await blocks.count();
    await palette.getByLabel('Search blocks').fill('promo');
    const newCardsAtStart = await newCards.count();

    await dragByMouse(page, paletteCard, blocks.first());
    await expect.poll(() => blocks.count()).toBe(blocksAtStart + 1);

    // By keyboard, listening as a screen reader does: arrows step from place to place until the home page.
    const announced = page.locator('[id^="DndLiveRegion"]');
    await paletteCard.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => announced.textContent()).toMatch(/^Picked up Promo card\./);
    // Arrows step from place to place, and a step that stays over the same place announces nothing new:
    // press again on each retry until the home page is announced, rather than waiting a fixed time per press.
    await expect
      .poll(
        async () => {
          await page.keyboard.press('ArrowDown');
          return announced.textContent();
        },
        { interval: 100 },
      )
      .toMatch(/Promo card moved to position \d+ of Home page\./);
    await page.keyboard.press('Space');
    await expect.poll(() => announced.textContent()).toMatch(/Dropped Promo card at position \d+ of Home page\./);
    await expect.poll(() => blocks.count()).toBe(blocksAtStart + 2);
    await expect.poll(() => newCards.count()).toBe(newCardsAtStart + 2);

    const row = newCards.last().locator('xpath=..');
    await row.getByRole('button', { name: /^Promo card/ }).click();
    const inspector = page.getByRole('complementary', { name: 'Inspector' });
    await inspector.getByRole('textbox', { name: /^Title/ }).fill(NEW_TITLE);
    const editedRow = outline.getByRole('button', { name: `Move Promo card “${NEW_TITLE}”` }).locator('xpath=..');
    await editedRow.waitFor();

    // A date in the day-first form people write, not the form the field asks for.
    await inspector.getByLabel(/^Show until/).fill('31/12/2026 10:00');
    await expect.poll(() => inspector.getByText(/must be a date and time/i).count()).toBeGreaterThan(0);
    await expect.poll(() => editedRow.getByLabel('1 error').count()).toBe(1);

    // Exact: "Publish later" is a button of the toolbar too.
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    const refused = page.getByRole('dialog', { name: 'Publish refused' });
    await refused.getByRole('link', { name: /Show until: must be a date and time/i }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('id') ?? '')).toContain('.expiry');

    const fixed = inspector.getByLabel(/^Show until/);
    await fixed.fill('2099-12-31 10:00');
    await expect.poll(() => editedRow.getByLabel('1 error').count()).toBe(0);
    await expect.poll(() => inspector.getByText(/must be a date and time/i).count()).toBe(0);

    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    // Publishing asks first, listing what changes on the live site.
    const confirm = page.getByRole('dialog', { name: 'Publish these changes?' });
    await expect.poll(() => confirm.getByText(/added Promo card/).count()).toBeGreaterThan(0);
    await confirm.getByRole('button', { name: 'Publish now' }).click();
    await page.getByText(/Published version \d+ — live now/).waitFor({ timeout: 20_000 });
    const siteLink = await page.getByRole('link', { name: 'Open the site' }).getAttribute('href');
    expect(siteLink).toBe(`/sites/${SLUG}/`);

    const site = await context.newPage();
    await site.goto(`${server.url}${siteLink}`);
    await expect.poll(() => site.getByRole('heading', { name: NEW_TITLE }).count()).toBeGreaterThan(0);
    // The editor as the marketer left it: the published notice showing, the fixed card selected.
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Version history: the new version is live, the one before can be rolled back to, and neither label is cut
    // short beside the version's words ("Live" once showed as "L…" and "Roll back" as "Roll ba").
    await page.getByRole('button', { name: 'Versions', exact: true }).click();
    const history = page.getByRole('dialog', { name: 'Version history' });
    const live = history.locator('.mantine-Badge-root', { hasText: 'Live' });
    const rollBack = history.getByRole('button', { name: /^Roll back to version / }).first();
    await live.waitFor();
    await rollBack.waitFor();
    const cutShort = (label: Locator) => label.evaluate((element) => element.scrollWidth > element.clientWidth || element.getBoundingClientRect().width < 8);
    expect(await cutShort(live.locator('.mantine-Badge-label'))).toBe(false);
    expect(await cutShort(rollBack.locator('.mantine-Button-label'))).toBe(false);
    expect(await live.textContent()).toBe('Live');
    expect(await rollBack.textContent()).toBe('Roll back');
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});
