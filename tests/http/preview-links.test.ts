import { describe, expect, inject, it } from 'vitest';
import { getWithHost } from '../support/http';

/**
 * The public preview page: a link a marketer made opens the draft for anyone,
 * marked as not live and kept out of search engines, until it is stopped;
 * any other token is a 404 page, never a 500. Nothing here changes what a
 * site serves: a preview link is all it makes, and it is stopped again.
 */
const base = inject('appUrl');
const port = inject('appPort');
const SUNSHINE = 'sunshine-toyota';
const cookie = inject('marketerCookies').sunshineEditor;

async function editorCall<Body>(method: string, what: string, body?: unknown): Promise<{ status: number; body: Body }> {
  const response = await fetch(`${base}/editor/api/sites/${SUNSHINE}/${what}`, {
    method,
    headers: { origin: base, cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Body };
}

/** As someone without an editor account asks for it. */
async function page(path: string): Promise<{ status: number; html: string }> {
  const response = await fetch(`${base}${path}`);
  return { status: response.status, html: await response.text() };
}

describe('preview links over HTTP', () => {
  it('a preview link opens the draft without an editor account, marked not live and noindex, until it is stopped', async () => {
    const draft = await editorCall<{ revision: number; document: { dealer: { name: string } } }>('GET', 'draft');
    const made = await editorCall<{ id: number; path: string }>('POST', 'previews', { revision: draft.body.revision });
    expect(made.status).toBe(200);
    const opened = await page(made.body.path);
    expect(opened.status).toBe(200);
    expect(opened.html).toContain('Preview — not live');
    expect(opened.html).toMatch(/<meta name="robots" content="noindex, nofollow"/);
    // The dealer's name, escaped as React writes an apostrophe.
    expect(opened.html).toContain(draft.body.document.dealer.name.replaceAll("'", '&#x27;'));

    // The preview's islands read as the site does, under the link: the search, and nothing that sends.
    const search = await fetch(`${base}${made.body.path}api/search?sortBy=latest`);
    expect(search.status).toBe(200);
    expect(((await search.json()) as { count: number }).count).toBeGreaterThan(0);
    expect((await fetch(`${base}${made.body.path}api/leads`, { method: 'POST', headers: { origin: base, 'content-type': 'application/json' }, body: '{}' })).status).toBe(404);

    // On the dealer's own host the link is the preview too; another dealer's host does not open it.
    // (Next sends /preview/{token}/ on to the address without the slash, which is asked here directly.)
    const previewHome = made.body.path.replace(/\/$/, '');
    const onOwnHost = await getWithHost(`${base}${previewHome}`, `${SUNSHINE}.localhost:${port}`);
    expect(onOwnHost.status).toBe(200);
    expect(onOwnHost.body).toContain('Preview — not live');
    expect((await getWithHost(`${base}${made.body.path}api/search`, `${SUNSHINE}.localhost:${port}`)).status).toBe(200);
    expect((await getWithHost(`${base}${previewHome}`, `westside-used-cars.localhost:${port}`)).status).toBe(404);
    expect((await getWithHost(`${base}${made.body.path}api/search`, `westside-used-cars.localhost:${port}`)).status).toBe(404);

    expect((await editorCall('POST', 'previews/revoke', { id: made.body.id })).status).toBe(200);
    const stopped = await page(made.body.path);
    expect(stopped.status).toBe(404);
    expect(stopped.html).toContain('This preview link has expired or does not exist');
  });

  it('a token no link has, or text that is no token, is the 404 page, never a 500', async () => {
    for (const path of [`/preview/${'A'.repeat(43)}/`, '/preview/not-a-token/', '/preview/%E2%80%8B/', `/preview/${'A'.repeat(43)}/cars/no-such-car`]) {
      const answer = await page(path);
      expect({ path, status: answer.status }).toEqual({ path, status: 404 });
      expect(answer.html).toContain('This preview link has expired or does not exist');
    }
  });
});
