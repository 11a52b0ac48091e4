import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_MARKETERS } from '../../runtime/server/auth/demo-marketers';
import { seriousAxeViolations, sharedChromium } from '../support/browser';

const SLUG = 'harbour-city-motors';
const server = { url: inject('appUrl') };
const editorAccount = DEMO_MARKETERS.find((m) => m.role === 'dealer-editor' && m.dealerSlugs.length === 1 && m.dealerSlugs[0] === SLUG)!;
const draftUrl = () => `${server.url}/editor/api/sites/${SLUG}/draft`;

let browser: Browser;
let context: BrowserContext;
/** The draft as the test found it, put back afterwards so other tests see the demo site's draft. */
let draftBefore: unknown;

beforeAll(async () => {
  browser = await sharedChromium();
  context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const signIn = await context.request.post(`${server.url}/api/auth/sign-in/email`, {
    data: { email: editorAccount.email, password: editorAccount.password },
    headers: { origin: server.url },
  });
  if (!signIn.ok()) throw new Error(`Sign-in failed: ${signIn.status()}`);
  draftBefore = ((await (await context.request.get(draftUrl())).json()) as { document: unknown }).document;
});

afterAll(async () => {
  if (draftBefore !== undefined) {
    const { revision } = (await (await context.request.get(draftUrl())).json()) as { revision: number };
    const restored = await context.request.put(draftUrl(), { data: { document: draftBefore, revision }, headers: { origin: server.url } });
    if (!restored.ok()) throw new Error(`Putting the ${SLUG} draft back failed: ${restored.status()} ${await restored.text()}`);
  }
  await context?.close();
});

const canvasOf = (page: Page) => page.frameLocator('iframe[title^="Preview of"]');

describe('the live canvas', () => {
  it('editor live canvas: a heading typed in the inspector shows in the canvas without reloading it; a new car count fetches the cars; undo pressed inside the canvas takes it back', async () => {
    const page = await context.newPage();
    await page.goto(`${server.url}/editor/${SLUG}`);
    const canvas = canvasOf(page);
    await canvas.locator('[data-block-type="stock-carousel"]').first().waitFor();
    let reloads = 0;
    page.on('framenavigated', (frame) => {
      if (frame !== page.mainFrame()) reloads++;
    });

    await page.getByRole('region', { name: /page$/ }).getByRole('button', { name: /^Stock carousel/ }).first().click();
    const inspector = page.getByRole('complementary', { name: 'Inspector' });
    await inspector.getByRole('textbox', { name: /^Heading/ }).first().fill('Fresh trade-ins this week');
    const carousel = canvas.locator('[data-block-type="stock-carousel"]').filter({ hasText: 'Fresh trade-ins this week' });
    await carousel.waitFor();
    expect(await carousel.getByRole('link', { name: /^View Details/ }).count()).toBeGreaterThan(2);

    // The car count is a prop its loader reads: the canvas asks for the two cars, still without a reload.
    await inspector.getByRole('textbox', { name: /^How many cars/ }).fill('2');
    await expect.poll(() => carousel.getByRole('link', { name: /^View Details/ }).count(), { timeout: 15_000 }).toBe(2);
    await page.getByText(/^All changes saved at/).waitFor();
    expect(reloads).toBe(0);

    // Undo from inside the canvas: the frame has the focus, the editor acts on the key.
    await carousel.getByRole('heading', { name: 'Fresh trade-ins this week' }).click();
    await page.keyboard.press('Control+z');
    await expect.poll(() => carousel.getByRole('link', { name: /^View Details/ }).count(), { timeout: 15_000 }).toBeGreaterThan(2);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.close();
  });
});
