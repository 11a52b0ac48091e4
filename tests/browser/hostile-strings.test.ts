import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { registry } from '../../blocks';
import { DEMO_MARKETERS } from '../../runtime/server/auth/demo-marketers';
import { validateSiteDocument } from '../../runtime/site-document/validator';
import { sharedChromium } from '../support/browser';

/**
 * Security: no document string runs script. Every string of a dealer's
 * document that the schema lets through is replaced by a hostile one, the
 * document is published, and every page of the site (and the editor's
 * canvas of it) is opened in Chromium: nothing may call __pwned, open a
 * dialog, or leave a javascript: link. A value the schema refuses is
 * defended by the schema, and counted as such.
 */
const server = { url: inject('appUrl') };
const SLUG = 'westside-used-cars';
const admin = DEMO_MARKETERS.find((m) => m.role === 'platform-admin')!;
const api = (what: string) => `${server.url}/editor/api/sites/${SLUG}/${what}`;

const TEXT_PAYLOADS = [
  `</style></script><script>__pwned('script tag')</script>"'><img src=x onerror="__pwned('img onerror')">`,
  `red;}body{background:url("javascript:__pwned('css')")} .x{`,
  `'};__pwned('quote breakout');//\u2028\u2029{{constructor.constructor('__pwned("template")')()}}`,
];
const ADDRESS_PAYLOADS = [
  "javascript:__pwned('href')",
  'data:text/html,<script>__pwned(1)</script>',
  "/\"><script>__pwned('path')</script>",
  'https://x.example/"onmouseover="__pwned(1)',
];
/** What makes a document a site rather than what a marketer writes: ids, types, paths, tenancy. */
const STRUCTURAL = /\/(id|type|path|slug|extends|schemaVersion|template|domains|dealershipIds|websiteId|slots)(\/|$)/;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function stringLeaves(value: Json, pointer = ''): string[] {
  if (typeof value === 'string') return [pointer];
  if (Array.isArray(value)) return value.flatMap((item, i) => stringLeaves(item, `${pointer}/${i}`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => stringLeaves(item, `${pointer}/${key}`));
  return [];
}

function setAt(document: Json, pointer: string, text: string): void {
  const parts = pointer.split('/').slice(1);
  const last = parts.pop()!;
  const parent = parts.reduce<Json>((node, part) => (node as Record<string, Json>)[part]!, document) as Record<string, Json>;
  parent[last] = text;
}

function getAt(document: Json, pointer: string): Json {
  return pointer
    .split('/')
    .slice(1)
    .reduce<Json>((node, part) => (node as Record<string, Json>)[part]!, document);
}

/** The document with a hostile value in every string field whose schema takes one. */
function hostileDocument(original: Json): { document: Json; taken: string[]; refused: string[] } {
  const document = structuredClone(original);
  const taken: string[] = [];
  const refused: string[] = [];
  for (const pointer of stringLeaves(document).filter((p) => !STRUCTURAL.test(p))) {
    const before = getAt(document, pointer) as string;
    const payloads = /href|url|link|image|logo|src/i.test(pointer) ? [...ADDRESS_PAYLOADS, ...TEXT_PAYLOADS] : TEXT_PAYLOADS;
    let kept = false;
    for (const payload of payloads) {
      setAt(document, pointer, payload);
      if (validateSiteDocument(document, registry).valid) {
        kept = true;
        break;
      }
    }
    if (kept) taken.push(pointer);
    else {
      setAt(document, pointer, before);
      refused.push(pointer);
    }
  }
  return { document, taken, refused };
}

let browser: Browser;
let context: BrowserContext;
let liveBefore: number | undefined;
let pagePaths: string[] = [];
let fuzzed = { taken: [] as string[], refused: [] as string[] };
const pwned: string[] = [];

beforeAll(async () => {
  browser = await sharedChromium();
  context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const signIn = await context.request.post(`${server.url}/api/auth/sign-in/email`, { data: { email: admin.email, password: admin.password }, headers: { origin: server.url } });
  expect(signIn.status()).toBe(200);
  const versions = (await (await context.request.get(api('versions'))).json()) as { versions: { version: number; status: string }[] };
  liveBefore = versions.versions.find((v) => v.status === 'published')?.version;
  const draft = (await (await context.request.get(api('draft'))).json()) as { document: Json; revision: number };
  const made = hostileDocument(draft.document);
  fuzzed = { taken: made.taken, refused: made.refused };
  const saved = await context.request.put(api('draft'), { data: { document: made.document, revision: draft.revision }, headers: { origin: server.url } });
  expect(saved.status(), await saved.text()).toBe(200);
  const { revision } = (await saved.json()) as { revision: number };
  const published = await context.request.post(api('publish'), { data: { revision }, headers: { origin: server.url } });
  expect(published.status(), await published.text()).toBe(200);
  pagePaths = ((made.document as { pages: { path?: string }[] }).pages ?? []).map((page) => page.path ?? '/').filter((path) => !path.includes(':'));
  await context.exposeFunction('__pwned', (what: unknown) => void pwned.push(String(what)));
});

afterAll(async () => {
  if (liveBefore !== undefined) {
    const restored = await context.request.post(api('rollback'), { data: { version: liveBefore }, headers: { origin: server.url } });
    if (!restored.ok()) throw new Error(`Putting ${SLUG} back failed: ${restored.status()} ${await restored.text()}`);
  }
  await context?.close();
  await browser?.close();
});

async function openAndCheck(page: Page, url: string): Promise<string[]> {
  const problems: string[] = [];
  page.on('dialog', (dialog) => {
    problems.push(`a ${dialog.type()} dialog opened on ${url}`);
    void dialog.dismiss();
  });
  const response = await page.goto(url, { waitUntil: 'networkidle' });
  if (!response || response.status() >= 500) problems.push(`${url} answered ${response?.status()}`);
  const scriptLinks = await page.locator('a[href^="javascript:" i], a[href^="data:" i], [src^="javascript:" i]').count();
  if (scriptLinks > 0) problems.push(`${url} has ${scriptLinks} javascript: or data: links`);
  // Every element hovered and focused at once: an injected onmouseover or onfocus would run now.
  await page.evaluate(() => {
    for (const element of document.querySelectorAll('body *')) {
      element.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
      element.dispatchEvent(new FocusEvent('focus'));
    }
  });
  return problems;
}

describe('security: no document string runs script', () => {
  it('most of the document takes a hostile string, and the schema refuses the rest', () => {
    // The fields a marketer writes words into take them; colours, fonts and addresses refuse them.
    expect(fuzzed.taken.length).toBeGreaterThan(30);
    expect(fuzzed.refused.some((pointer) => pointer.startsWith('/theme/'))).toBe(true);
    console.log(`hostile strings: ${fuzzed.taken.length} fields took one, the schema refused ${fuzzed.refused.length}`);
  });

  it('every page of the published site renders them as text: no script, no dialog, no javascript: link', async () => {
    expect(pagePaths.length).toBeGreaterThan(2);
    const page = await context.newPage();
    // The trap springs when called: a script that ran would be caught.
    await page.goto(`${server.url}/sites/${SLUG}`);
    await page.evaluate(() => (window as unknown as { __pwned: (what: string) => Promise<void> }).__pwned('the trap itself'));
    expect(pwned.splice(0)).toEqual(['the trap itself']);
    const problems: string[] = [];
    for (const path of pagePaths) problems.push(...(await openAndCheck(page, `${server.url}/sites/${SLUG}${path === '/' ? '' : path}`)));
    expect(problems).toEqual([]);
    expect(pwned).toEqual([]);
    await page.close();
  });

  it("the editor's canvas of the same draft runs none of them either", async () => {
    const page = await context.newPage();
    const problems = await openAndCheck(page, `${server.url}/editor/canvas/${SLUG}`);
    expect(problems).toEqual([]);
    expect(pwned).toEqual([]);
    await page.close();
  });

  it('the server-rendered HTML carries them escaped, not as markup', async () => {
    for (const path of pagePaths.slice(0, 5)) {
      const html = await (await fetch(`${server.url}/sites/${SLUG}${path === '/' ? '' : path}`)).text();
      expect(html).not.toContain('<script>__pwned');
      expect(html).not.toContain('onerror="__pwned');
      expect(html).not.toMatch(/href="javascript:/i);
    }
  });
});
