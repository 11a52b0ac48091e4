import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_MARKETERS } from '../../runtime/server/auth/demo-marketers';
import { sharedChromium, seriousAxeViolations } from '../support/browser';
import { signInToEditor } from '../support/editor-sign-in';
import { getWithHost } from '../support/http';

/** Another dealer than editor.test.ts uses; nothing here is published, and the draft is put back to the live version at the end. */
const SLUG = 'harbour-city-motors';
const DRAFT_HEADING = 'Harbour City — weekend preview sale';
/** The site's domain in the platform's record (dealer-configs/harbour-city-motors.json). */
const SITE_DOMAIN = 'harbour-city-motors.example.com';
const server = { url: inject('appUrl') };
const editorAccount = DEMO_MARKETERS.find((m) => m.role === 'dealer-editor' && m.dealerSlugs.join() === SLUG)!;

let browser: Browser;
let context: BrowserContext;

interface DraftBody {
  document: { pages: { path: string; blocks: { id: string; props: Record<string, unknown> }[] }[] };
  revision: number;
}

const api = (what: string) => `${server.url}/editor/api/sites/${SLUG}/${what}`;
const hero = (draft: DraftBody) => draft.document.pages.find((page) => page.path === '/')!.blocks.find((block) => block.id === 'hero')!;
const readDraft = async () => (await (await context.request.get(api('draft'))).json()) as DraftBody;

const signIn = (page: Page) => signInToEditor(page, server.url, editorAccount);

beforeAll(async () => {
  browser = await sharedChromium();
  context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-AU', timezoneId: 'Australia/Sydney' });
});

afterAll(async () => {
  // Whatever happened above: no schedule left, and the draft is the live version again.
  await context?.request.post(api('schedule/cancel'));
  const draft = await readDraft().catch(() => undefined);
  if (draft) await context.request.post(api('discard'), { data: { revision: draft.revision } });
  await context?.close();
  await browser?.close();
});

describe('publishing later, previews and discarding, in Chromium', () => {
  it('editor: a preview link shows the draft to someone signed out until stopped; a publish is scheduled then cancelled; discarding brings back the live text', async () => {
    const page = await context.newPage();
    const consoleErrors: string[] = [];
    page.on('pageerror', (error) => consoleErrors.push(error.message));
    await signIn(page);

    const draft = await readDraft();
    const liveHeading = hero(draft).props.heading;
    hero(draft).props.heading = DRAFT_HEADING;
    const saved = await context.request.put(api('draft'), { data: { document: draft.document, revision: draft.revision } });
    expect(saved.status()).toBe(200);
    await page.goto(`${server.url}/editor/${SLUG}`);

    // Share a preview and open it in a browser with no editor cookies.
    await page.getByRole('button', { name: 'Share preview' }).click();
    const share = page.getByRole('dialog', { name: 'Share a preview' });
    await share.getByRole('button', { name: 'Make a preview link' }).click();
    // The link to send is on the dealer's own domain; the same preview on the platform's address is beside it.
    const domainField = share.getByRole('textbox', { name: 'Preview link', exact: true });
    await domainField.waitFor();
    const onDomain = new URL(await domainField.inputValue());
    expect(onDomain.origin).toBe(`https://${SITE_DOMAIN}`);
    expect(onDomain.pathname).toMatch(/^\/preview\/[A-Za-z0-9_-]{43}\/$/);
    const address = await share.getByRole('textbox', { name: "The same preview on the platform's address", exact: true }).inputValue();
    const previewPath = new URL(address).pathname;
    expect(previewPath).toBe(onDomain.pathname);
    // Without the slash Next.js would redirect to first.
    const byDomain = await getWithHost(`${server.url}${onDomain.pathname.replace(/\/$/, '')}`, `${SITE_DOMAIN}:${new URL(server.url).port}`);
    expect(byDomain.status).toBe(200);
    expect(byDomain.body).toContain('Preview — not live');

    const stranger = await browser.newContext({ viewport: { width: 375, height: 812 } });
    try {
      const preview = await stranger.newPage();
      const opened = await preview.goto(address);
      expect(opened?.status()).toBe(200);
      await expect.poll(() => preview.getByRole('heading', { name: DRAFT_HEADING }).count()).toBeGreaterThan(0);
      await preview.getByRole('note', { name: 'Preview — not live' }).waitFor();
      expect(await preview.locator('meta[name="robots"]').getAttribute('content')).toMatch(/noindex/);
      // The site's own links keep to the preview.
      const links = await preview.locator('a[href^="/"]').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
      expect(links.length).toBeGreaterThan(0);
      expect(links.filter((href) => !href.startsWith(previewPath.slice(0, -1)) && !/^\/(media|_next)\//.test(href))).toEqual([]);

      // Its forms check what is typed and send nothing; its search asks under the link and answers.
      const sent: string[] = [];
      preview.on('request', (request) => {
        if (request.method() === 'POST' && !request.url().includes('/api/search')) sent.push(request.url());
      });
      await preview.goto(`${address}contact-us`, { waitUntil: 'networkidle' });
      await preview.getByLabel('First Name').fill('Alex');
      await preview.getByLabel('Last name').fill('Nguyen');
      await preview.getByLabel('Email Address').fill('alex@example.com');
      await preview.getByLabel('Mobile Number').fill('0412 345 678');
      await preview.getByLabel('Postcode').fill('2000');
      await preview.locator('form select[required]').first().selectOption({ index: 1 });
      await preview.getByRole('checkbox', { name: /terms of use/i }).check();
      await preview.getByRole('button', { name: 'Submit' }).click();
      await preview.getByRole('status').filter({ hasText: 'Preview: no lead sent' }).waitFor();
      expect(sent.filter((url) => !url.includes('/_next/'))).toEqual([]);
      expect(await seriousAxeViolations(preview)).toEqual([]);

      const searches: number[] = [];
      preview.on('response', (response) => {
        if (response.url().startsWith(`${address}api/search`)) searches.push(response.status());
      });
      await preview.goto(`${address}search`, { waitUntil: 'networkidle' });
      await preview.getByLabel('Sort by').selectOption('price_asc');
      await expect.poll(() => searches).toEqual([200]);
      await expect.poll(() => new URL(preview.url()).searchParams.get('sortBy')).toBe('price_asc');

      await share.getByRole('button', { name: /^Stop the link made on/ }).click();
      await expect.poll(() => share.getByLabel('Preview link').count()).toBe(0);
      const stopped = await preview.goto(address);
      expect(stopped?.status()).toBe(404);
      await preview.getByRole('heading', { name: 'This preview link has expired or does not exist' }).waitFor();
    } finally {
      await stranger.close();
    }
    await page.keyboard.press('Escape');
    await expect.poll(() => share.count()).toBe(0);

    // Schedule for a Monday morning, then cancel it.
    await page.getByRole('button', { name: 'Publish later' }).click();
    const later = page.getByRole('dialog', { name: 'Publish later' });
    await expect.poll(() => later.textContent()).toContain("On your computer's clock (Australia/Sydney).");
    await later.getByLabel('Go live on').fill('2099-11-30T09:00');
    await later.getByRole('button', { name: 'Schedule' }).click();
    await page.getByText('Scheduled to go live Monday 30 November, 9:00 am').waitFor();
    const scheduled = (await (await context.request.get(api('schedule'))).json()) as { schedule: { publishAt: string; status: string } };
    expect(scheduled.schedule).toMatchObject({ publishAt: '2099-11-29T22:00:00.000Z', status: 'waiting' });
    // The site list says so too, on the platform's named clock, in a badge that reads at AA and wraps at 375 px.
    const siteList = await context.newPage();
    try {
      await siteList.setViewportSize({ width: 375, height: 812 });
      await siteList.goto(`${server.url}/editor`);
      const badge = siteList.getByText('Goes live Monday 30 November, 9:00 am AEDT');
      await badge.waitFor();
      expect(await badge.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
      expect(await seriousAxeViolations(siteList)).toEqual([]);
    } finally {
      await siteList.close();
    }
    await page.getByRole('button', { name: 'Cancel the scheduled publish' }).click();
    await expect.poll(() => page.getByText(/Scheduled to go live/).count()).toBe(0);
    expect(await (await context.request.get(api('schedule'))).json()).toEqual({ schedule: null });

    // Discard: the live heading is the draft again, in the editor and on the server.
    await page.getByRole('button', { name: 'Discard changes' }).click();
    const discard = page.getByRole('dialog', { name: 'Discard your changes?' });
    await expect.poll(() => discard.textContent()).toContain('changed Hero banner');
    await discard.getByRole('button', { name: 'Discard changes' }).click();
    await page.getByText('Changes discarded: the draft is the live version again.').waitFor();
    expect(hero(await readDraft()).props.heading).toBe(liveHeading);
    await expect.poll(() => page.getByRole('button', { name: 'Discard changes' }).isDisabled()).toBe(true);

    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});
