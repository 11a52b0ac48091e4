import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MARKETERS } from '../../runtime/server/auth/demo-marketers';
import { startAppServer, type AppServer } from '../support/app-server';
import { sharedChromium } from '../support/browser';

/** A server of its own with the editor on editor.localhost, which Chromium resolves to this machine. */
let server: AppServer;
let browser: Browser;
const sunshineEditor = DEMO_MARKETERS.find((m) => m.role === 'dealer-editor' && m.dealerSlugs.join() === 'sunshine-toyota')!;

beforeAll(async () => {
  server = await startAppServer({ env: { EDITOR_HOST: 'editor.localhost', SITES_URL: 'http://localhost:3000' } });
  browser = await sharedChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('security: the editor on a host of its own, in Chromium', () => {
  it('a marketer signs in on editor.localhost, the session cookie stays on that host, and the editor and its canvas work there', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    try {
      const page = await context.newPage();
      const editor = `http://editor.localhost:${server.port}`;
      await page.goto(`${editor}/editor/sign-in`);
      await page.getByLabel('Email').fill(sunshineEditor.email);
      await page.getByRole('textbox', { name: 'Password' }).fill(sunshineEditor.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL(`${editor}/editor`);
      const cookies = await context.cookies();
      expect(cookies.map((cookie) => cookie.domain)).toEqual(['editor.localhost']);
      // The dealer's site on the platform host never receives it.
      expect(await context.cookies(`http://localhost:${server.port}/sites/sunshine-toyota`)).toEqual([]);

      await page.goto(`${editor}/editor/sunshine-toyota`);
      await page.frameLocator('iframe').locator('main').first().waitFor();
      const sitePage = await context.newPage();
      const refused = await sitePage.goto(`${editor}/sites/sunshine-toyota`);
      expect(refused?.status()).toBe(404);
    } finally {
      await context.close();
    }
  });
});
