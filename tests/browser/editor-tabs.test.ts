import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_MARKETERS } from '../../runtime/server/auth/demo-marketers';
import { seriousAxeViolations, sharedChromium } from '../support/browser';
import { signInKeepingDraft } from '../support/editor-sign-in';

const SLUG = 'harbour-city-motors';
const server = { url: inject('appUrl') };
const editorAccount = DEMO_MARKETERS.find((m) => m.role === 'dealer-editor' && m.dealerSlugs.length === 1 && m.dealerSlugs[0] === SLUG)!;

let browser: Browser;
let context: BrowserContext;
/** The draft as the test found it is put back afterwards, so other tests see the demo site's draft. */
let kept: Awaited<ReturnType<typeof signInKeepingDraft>> | undefined;
const draftUrl = () => kept!.draftUrl;

async function openEditor(page: Page) {
  await page.goto(`${server.url}/editor/${SLUG}`);
  await page
    .getByRole('region', { name: /page$/ })
    .getByRole('button', { name: /^Move / })
    .first()
    .waitFor();
}

/** Selects a block by its row in the outline and types into its inspector's field, as a marketer does. */
async function editBlock(page: Page, rowName: RegExp, field: RegExp, text: string) {
  await page.getByRole('region', { name: /page$/ }).getByRole('button', { name: rowName }).first().click();
  await page.getByRole('complementary', { name: 'Inspector' }).getByRole('textbox', { name: field }).first().fill(text);
}

beforeAll(async () => {
  browser = await sharedChromium();
  context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  kept = await signInKeepingDraft(context, server.url, editorAccount, SLUG);
});

afterAll(async () => {
  await kept?.restore();
  await context?.close();
});

describe('one marketer, one draft, two tabs', () => {
  it('editor two tabs: both warn that the site is open elsewhere; a clash names the other tab and keeps both changes; closing a tab ends the warning', async () => {
    const first = await context.newPage();
    const second = await context.newPage();
    await openEditor(first);
    await openEditor(second);
    const warning = (page: Page) => page.getByRole('status').filter({ hasText: 'This site is also open in another tab' });
    await warning(first).waitFor();
    await warning(second).waitFor();
    expect(await seriousAxeViolations(first)).toEqual([]);

    await editBlock(second, /^Hero banner/, /^Heading/, 'Heading from the second tab');
    await second.getByText(/^All changes saved at/).waitFor();
    await editBlock(first, /^Featured vehicles/, /^Heading/, 'Heading from the first tab');

    const dialog = first.getByRole('dialog', { name: 'Your other tab saved this site' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Keep both and save' }).click();
    await first.getByText(/^All changes saved at/).waitFor();
    const saved = JSON.stringify(((await (await context.request.get(draftUrl())).json()) as { document: unknown }).document);
    expect(saved).toContain('Heading from the second tab');
    expect(saved).toContain('Heading from the first tab');

    // Closed as a person closes a tab: the page's unload handlers run.
    await second.close({ runBeforeUnload: true });
    await expect.poll(() => warning(first).count()).toBe(0);
    await first.close();
  });
});
