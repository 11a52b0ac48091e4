import sharp from 'sharp';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { heroBannerDefaults } from '../../blocks/hero-banner/schema';
import { PICTURE_WIDTHS } from '../../runtime/render/uploaded-picture';
import { DEMO_MARKETERS } from '../../runtime/server/auth/demo-marketers';
import { sharedChromium, seriousAxeViolations } from '../support/browser';
import { dragByMouse, signInToEditor } from '../support/editor-sign-in';

const SLUG = 'sunshine-toyota';
const HEADING = 'Our new showroom is open';
const DESCRIPTION = 'The new showroom on a sunny morning';
const server = { url: inject('appUrl') };
const editorAccount = DEMO_MARKETERS.find((m) => m.role === 'dealer-editor' && m.dealerSlugs.length === 1 && m.dealerSlugs[0] === SLUG)!;

let browser: Browser;
let context: BrowserContext;
/** The version shoppers saw before the test published, put back afterwards so other tests see the demo site. */
let liveBefore: number | undefined;
let uploadedId: string | undefined;

const api = (what: string) => `${server.url}/editor/api/sites/${SLUG}/${what}`;

const signIn = (page: Page) => signInToEditor(page, server.url, editorAccount);

beforeAll(async () => {
  browser = await sharedChromium();
  context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
});

afterAll(async () => {
  if (liveBefore !== undefined) {
    const restored = await context.request.post(api('rollback'), { data: { version: liveBefore } });
    if (!restored.ok()) throw new Error(`Putting ${SLUG} back failed: ${restored.status()} ${await restored.text()}`);
  }
  if (uploadedId) await context.request.delete(api(`media/${uploadedId}`));
  await context?.close();
  await browser?.close();
});

describe('the media library in Chromium', () => {
  it('editor: a marketer uploads a photo with its description, puts it in a hero banner, publishes, and the site serves it resized', async () => {
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
    const palette = page.getByRole('region', { name: 'Blocks', exact: true });
    const outline = page.getByRole('region', { name: `${home.title} page` });
    const blocks = outline.getByRole('button', { name: /^Move / });
    await blocks.first().waitFor();
    const heroesAtStart = await outline.getByRole('button', { name: /^Move Hero banner/ }).count();
    await palette.getByLabel('Search blocks').fill('hero');
    await dragByMouse(page, palette.getByRole('button', { name: 'Hero banner', exact: true }), blocks.first());
    const heroes = outline.getByRole('button', { name: /^Move Hero banner/ });
    await expect.poll(() => heroes.count()).toBe(heroesAtStart + 1);

    // The new banner is the one with the default heading; select it and give it a heading of its own.
    const newRow = outline
      .getByRole('button', { name: `Move Hero banner “${heroBannerDefaults.heading}”` })
      .last()
      .locator('xpath=..');
    await newRow.getByRole('button', { name: /^Hero banner/ }).click();
    const inspector = page.getByRole('complementary', { name: 'Inspector' });
    await inspector
      .getByRole('textbox', { name: /^Heading/ })
      .first()
      .fill(HEADING);
    await outline.getByRole('button', { name: `Move Hero banner “${HEADING}”` }).waitFor();

    // Choose picture: upload a photo made for the test, 2400 pixels wide, describing it first.
    await inspector
      .getByRole('group', { name: /Background image/ })
      .getByRole('button', { name: 'Choose picture' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Choose a picture' });
    const photo = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: { r: 30, g: 90, b: 160 } } })
      .jpeg()
      .toBuffer();
    await dialog.locator('input[type="file"]').setInputFiles({ name: 'showroom.jpg', mimeType: 'image/jpeg', buffer: photo });
    await dialog.getByRole('button', { name: 'Upload and use this picture' }).click();
    await expect.poll(() => dialog.getByText('Describe the picture for people who cannot see it, or tick that it is decoration only.').count()).toBe(1);
    await dialog.getByRole('textbox', { name: /Description for screen readers/ }).fill(DESCRIPTION);
    await dialog.getByRole('button', { name: 'Upload and use this picture' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    const address = inspector.getByRole('textbox', { name: /Image address/ }).first();
    await expect.poll(() => address.inputValue()).toMatch(/^\/uploads\/[0-9a-f]{32}$/);
    uploadedId = (await address.inputValue()).split('/').pop();
    expect(await inspector.getByRole('textbox', { name: 'Description for screen readers' }).first().inputValue()).toBe(DESCRIPTION);

    // The canvas shows it from the editor's own address.
    const canvas = page.frameLocator('iframe').first();
    await expect.poll(() => canvas.getByRole('img', { name: DESCRIPTION }).count(), { timeout: 20_000 }).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByRole('dialog', { name: 'Publish these changes?' }).getByRole('button', { name: 'Publish now' }).click();
    await page.getByText(/Published version \d+ — live now/).waitFor({ timeout: 20_000 });

    const site = await context.newPage();
    await site.goto(`${server.url}/sites/${SLUG}/`);
    const banner = site.getByRole('img', { name: DESCRIPTION });
    await banner.waitFor();
    await expect.poll(() => banner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeTruthy();
    // naturalWidth is the size the srcset's w descriptor makes it on screen, not the file's: read the file chosen.
    const source = await banner.evaluate((img: HTMLImageElement) => img.currentSrc);
    const chosen = new URL(source);
    expect(chosen.pathname).toBe(`/sites/${SLUG}/uploads/${uploadedId}`);
    const width = Number(chosen.searchParams.get('w'));
    // Resized on delivery: one of the served widths, never the 2400-pixel original.
    expect(PICTURE_WIDTHS).toContain(width);
    const delivered = await context.request.get(source);
    expect((await sharp(await delivered.body()).metadata()).width).toBe(width);

    const small = await context.request.get(`${server.url}/sites/${SLUG}/uploads/${uploadedId}?w=320`, { headers: { accept: 'image/webp,*/*' } });
    expect(small.status()).toBe(200);
    expect(small.headers()['content-type']).toBe('image/webp');
    expect(small.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await sharp(await small.body()).metadata()).width).toBe(320);
    // Another site never serves it.
    expect((await context.request.get(`${server.url}/sites/harbour-city-motors/uploads/${uploadedId}?w=320`)).status()).toBe(404);

    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});
