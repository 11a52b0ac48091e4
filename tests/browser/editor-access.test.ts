import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_MARKETERS } from '../../runtime/server/auth/demo-marketers';
import { sharedChromium, openWatchedPage, seriousAxeViolations } from '../support/browser';
import { getWithHost } from '../support/http';

const server = { url: inject('appUrl'), port: inject('appPort') };
const sunshineEditor = DEMO_MARKETERS.find((m) => m.role === 'dealer-editor' && m.dealerSlugs.join() === 'sunshine-toyota')!;
let browser: Browser;

beforeAll(async () => {
  browser = await sharedChromium();
});

afterAll(async () => {
  await browser?.close();
});

describe('editor access in Chromium', () => {
  it('editor: signed out, the editor API answers 401 signed-out and the editor page sends you to sign in', async () => {
    const api = await fetch(`${server.url}/editor/api/sites`);
    expect(api.status).toBe(401);
    expect(await api.json()).toMatchObject({ error: 'signed-out' });
    const draft = await fetch(`${server.url}/editor/api/sites/sunshine-toyota/draft`);
    expect(draft.status).toBe(401);
    const page = await fetch(`${server.url}/editor`, { redirect: 'manual' });
    expect([303, 307, 308]).toContain(page.status);
    expect(page.headers.get('location')).toMatch(/\/editor\/sign-in\?redirect=/);
  });

  it('editor: the sign-in page has labelled Email and Password fields and passes axe', async () => {
    const { context, page, consoleErrors } = await openWatchedPage(browser);
    try {
      const response = await page.goto(`${server.url}/editor/sign-in`, { waitUntil: 'networkidle' });
      expect(response?.status()).toBe(200);
      // waitFor is strict: it retries until exactly one matching element is there.
      await page.getByLabel('Email').waitFor();
      await page.getByLabel('Password').waitFor();
      await page.getByRole('button', { name: 'Sign in' }).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('editor: a wrong password is refused with a readable message, and the page stays put', async () => {
    const { context, page } = await openWatchedPage(browser);
    try {
      await page.goto(`${server.url}/editor/sign-in`);
      await page.getByLabel('Email').fill(sunshineEditor.email);
      await page.getByLabel('Password').fill('not-the-password');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect.poll(() => page.getByRole('alert', { name: 'Not signed in' }).textContent()).toContain('do not match');
      expect(new URL(page.url()).pathname).toBe('/editor/sign-in');
      expect(await seriousAxeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('editor: the sunshine-toyota dealer editor signs in, sees only their site, and gets 403 from the API for harbour-city-motors', async () => {
    const { context, page, consoleErrors } = await openWatchedPage(browser, { width: 1280, height: 800 });
    try {
      await page.goto(`${server.url}/editor/sign-in?redirect=${encodeURIComponent('/editor')}`);
      await page.getByLabel('Email').fill(sunshineEditor.email);
      await page.getByLabel('Password').fill(sunshineEditor.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL(`${server.url}/editor`);
      await page.getByText('Sunshine Coast Toyota').first().waitFor();
      const editorLinks = await page.locator('main a[href^="/editor/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(editorLinks.filter((href) => /^\/editor\/[^/]+$/.test(href ?? ''))).toEqual(['/editor/sunshine-toyota']);
      expect(editorLinks.every((href) => href?.startsWith('/editor/sunshine-toyota'))).toBe(true);
      expect(await page.getByText('Harbour City Motor Group').count()).toBe(0);

      const sites = await page.request.get(`${server.url}/editor/api/sites`);
      expect(sites.status()).toBe(200);
      expect(((await sites.json()) as { sites: { slug: string }[] }).sites.map((s) => s.slug)).toEqual(['sunshine-toyota']);
      expect((await page.request.get(`${server.url}/editor/api/sites/sunshine-toyota/draft`)).status()).toBe(200);

      const forbidden = await page.request.get(`${server.url}/editor/api/sites/harbour-city-motors/draft`);
      expect(forbidden.status()).toBe(403);
      expect(await forbidden.json()).toMatchObject({ error: 'forbidden' });
      const publish = await page.request.post(`${server.url}/editor/api/sites/harbour-city-motors/publish`, { data: { revision: 0 } });
      expect(publish.status()).toBe(403);
      expect(consoleErrors).toEqual([]);

      // The browser logs the 403 of the page itself as a console error; that one is expected.
      const otherEditor = await page.goto(`${server.url}/editor/harbour-city-motors`);
      expect(otherEditor?.status()).toBe(403);
      await page.getByRole('heading', { name: 'Not your site' }).waitFor();

      // Signing out ends the session on the server too: the API no longer knows the cookie.
      await page.goto(`${server.url}/editor`);
      await page.getByRole('button', { name: 'Sign out' }).click();
      await page.waitForURL(`${server.url}/editor/sign-in`);
      expect((await page.request.get(`${server.url}/editor/api/sites`)).status()).toBe(401);
    } finally {
      await context.close();
    }
  });

  it("editor: a dealer's own host does not serve the editor or its sign-in", async () => {
    for (const path of ['/editor/api/sites', '/editor/sign-in', '/api/auth/get-session']) {
      const answer = await getWithHost(`${server.url}${path}`, 'sunshine-toyota.example.com');
      expect({ path, status: answer.status }).toEqual({ path, status: 404 });
    }
  });
});
