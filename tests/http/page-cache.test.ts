import { describe, expect, inject, it } from 'vitest';

/**
 * The page cache (runtime/server/http/page-cache) on the built app: a
 * dealer page asked for again is served from the page kept of it, with a
 * nonce of its own, until a version it shows moves on (the "rendered
 * pages cached per published version and stock version"). Server-Timing
 * says which answered. Harbour City Motors is published again unchanged:
 * no other file edits its draft, and nothing it shows changes.
 */
const base = inject('appUrl');
const cookies = inject('marketerCookies');
const shopperCookie = inject('shopperCookie');
const HARBOUR = 'harbour-city-motors';
const HOME = `${base}/sites/${HARBOUR}`;

/** A browser's navigation asks for HTML; only such a request is answered from a kept page. */
const NAVIGATION = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
const pageCache = (response: Response) => /^page-cache;desc="(\w+)"/.exec(response.headers.get('server-timing') ?? '')?.[1];
const policyNonce = (response: Response) => /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')![1]!;

/** Asks until an answer comes from the kept page: another file's publish may move the versions on meanwhile. */
async function keptAnswer(url: string, init: { headers?: Record<string, string> } = {}): Promise<{ response: Response; body: string }> {
  for (let tries = 0; tries < 5; tries += 1) {
    const response = await fetch(url, { headers: { ...NAVIGATION, ...init.headers } });
    const body = await response.text();
    if (pageCache(response) === 'kept') return { response, body };
  }
  throw new Error(`${url} never came from a kept page`);
}

describe('rendered dealer pages kept per version', () => {
  it('a page asked for again is the same page with a nonce of its own, in its policy and every script', async () => {
    const rendered = await fetch(HOME, { headers: NAVIGATION });
    const renderedBody = await rendered.text();
    // As a browser asks: brotli first.
    const { response: kept, body } = await keptAnswer(HOME, { headers: { ...NAVIGATION, 'accept-encoding': 'br, gzip' } });
    const nonce = policyNonce(kept);
    expect(nonce).not.toBe(policyNonce(rendered));
    expect(body).not.toContain(policyNonce(rendered));
    const scriptNonces = [...body.matchAll(/<script[^>]* nonce="([^"]+)"/g)].map((match) => match[1]);
    expect(scriptNonces.length).toBeGreaterThan(5);
    expect(new Set(scriptNonces)).toEqual(new Set([nonce]));
    expect(kept.headers.get('content-encoding')).toBe('br');
    expect(kept.headers.get('cache-control')).toContain('no-store');
    // Another file may have published meanwhile; when not, the page is the rendered one, byte for byte.
    if (pageCache(rendered) === 'render') expect(body.length).toBe(renderedBody.length);
    expect(kept.headers.get('server-timing')).toMatch(/dur=\d+\.\d\d$/);
  });

  it('a publish, even of the same document, is served at the next request', async () => {
    await keptAnswer(HOME);
    const editor = async (method: string, what: string, body?: unknown) => {
      const response = await fetch(`${base}/editor/api/sites/${HARBOUR}/${what}`, {
        method,
        headers: { origin: base, cookie: cookies.platformAdmin, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      expect(response.status, what).toBe(200);
      return (await response.json()) as { document: unknown; revision: string };
    };
    const draft = await editor('GET', 'draft');
    const saved = await editor('PUT', 'draft', { document: draft.document, revision: draft.revision });
    await editor('POST', 'publish', { revision: saved.revision });
    expect(pageCache(await fetch(HOME, { headers: NAVIGATION }))).toBe('render');
  });

  it('a gated page kept for a signed-in shopper is theirs: a signed-out visitor is still sent to sign in', async () => {
    const gated = `${HOME}/finance-enquiry`;
    const { response } = await keptAnswer(gated, { headers: { cookie: shopperCookie } });
    expect(response.status).toBe(200);
    const anonymous = await fetch(gated, { redirect: 'manual', headers: NAVIGATION });
    expect(anonymous.status).toBe(307);
    expect(anonymous.headers.get('location')).toContain('/sign-in?type=finance');
  });

  it('what is not a whole dealer page is rendered every time: client navigation, the editor, a 404, an API', async () => {
    const api = await fetch(`${HOME}/api/site`);
    await api.arrayBuffer();
    expect(api.headers.get('server-timing')).toBeNull();
    for (const [url, headers] of [
      [HOME, { rsc: '1' }],
      [`${base}/editor/sign-in`, {}],
      [`${HOME}/no-such-page`, {}],
    ] as const) {
      for (let round = 0; round < 2; round += 1) {
        const response = await fetch(url, { headers: { ...NAVIGATION, ...headers } });
        await response.arrayBuffer();
        expect(pageCache(response), url).not.toBe('kept');
      }
    }
  });
});
