import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { DEALER_PAGE_MARK } from './dealer-page-mark';
import { createKeptPages } from './kept-pages';
import { noteFailedRender, RENDER_ID_HEADER } from './render-handoff';
import { createPageCache } from './serve-kept-pages';

const MID_MINUTE = Date.UTC(2026, 11, 2, 9, 30, 20);
const NONCE = /nonce="([^"]+)"/g;
const policyNonce = (response: Response) => /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];

interface Rendered {
  status?: number;
  headers?: Record<string, string>;
  mark?: boolean;
  chunks?: string[];
  fails?: boolean;
}

/** A server with the page cache in front of a render that answers as Next.js does: headers, then chunks flushed one by one. */
async function serverWith(page: (request: IncomingMessage) => Rendered, options: { versions?: () => Promise<string> } = {}) {
  let versions = '1:1:1:1';
  let renders = 0;
  let nonces = 0;
  const seen: IncomingMessage[] = [];
  // One instant, mid-minute: a page is kept at most to the end of its minute, and a real clock crossing one between two asks would render again.
  const cache = createPageCache({ versions: () => options.versions ?? (async () => versions), pages: createKeptPages(), now: () => MID_MINUTE });
  const render = async (request: IncomingMessage, response: ServerResponse) => {
    renders += 1;
    seen.push(request);
    const answer = page(request);
    const nonce = `nonce${String(++nonces).padStart(19, '0')}`;
    response.statusCode = answer.status ?? 200;
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.setHeader('content-security-policy', `script-src 'nonce-${nonce}' 'strict-dynamic'`);
    response.setHeader('vary', 'rsc, next-router-state-tree');
    if (answer.mark ?? true) response.setHeader(DEALER_PAGE_MARK, '1');
    for (const [name, value] of Object.entries(answer.headers ?? {})) response.setHeader(name, value);
    response.flushHeaders();
    for (const chunk of answer.chunks ?? [`<script nonce="${nonce}">self.a=1</script>`, '<main>Corolla Ascent</main>', `<script nonce="${nonce}">self.b=2</script>`]) {
      response.write(chunk.replaceAll('{nonce}', nonce));
      (response as ServerResponse & { flush?: () => void }).flush?.();
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    if (answer.fails) noteFailedRender(request.headers[RENDER_ID_HEADER] as string);
    response.end();
  };
  const server: Server = createServer((request, response) => void cache.serve(request, response, () => render(request, response), !request.url!.startsWith('/editor')));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    cache,
    seen,
    get renders() {
      return renders;
    },
    setVersions(next: string) {
      versions = next;
    },
    get: (path = '/sites/westside/', headers: Record<string, string> = {}) =>
      fetch(`${url}${path}`, { headers: { accept: 'text/html', 'accept-encoding': 'br, gzip', ...headers } }),
  };
}

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

describe('the page cache in front of the renders', () => {
  it('renders a page once, then serves it again with a nonce of its own in each answer', async () => {
    const app = await serverWith(() => ({}));
    const first = await app.get();
    const firstBody = await first.text();
    expect(first.headers.get('server-timing')).toBe('page-cache;desc="render"');
    expect(first.headers.get('content-encoding')).toBe('br');
    expect(first.headers.get('vary')).toBe('rsc, next-router-state-tree, Accept-Encoding');
    expect(first.headers.has(DEALER_PAGE_MARK)).toBe(false);
    const again = await app.get();
    const againBody = await again.text();
    expect(again.headers.get('server-timing')).toMatch(/^page-cache;desc="kept";dur=\d+\.\d\d$/);
    expect(again.headers.get('content-encoding')).toBe('br');
    expect(again.headers.get('vary')).toBe('rsc, next-router-state-tree, Accept-Encoding');
    expect(again.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(again.headers.has(DEALER_PAGE_MARK)).toBe(false);
    expect(app.renders).toBe(1);
    const nonce = policyNonce(again);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{24}$/);
    expect(nonce).not.toBe(policyNonce(first));
    expect([...againBody.matchAll(NONCE)].map((match) => match[1])).toEqual([nonce, nonce]);
    expect(againBody.replaceAll(nonce!, policyNonce(first)!)).toBe(firstBody);
    const third = await app.get();
    expect(policyNonce(third)).not.toBe(nonce);
  });

  it('renders again once a version moves: a publish, a stock change, a hold, a location', async () => {
    const app = await serverWith(() => ({}));
    await (await app.get()).text();
    app.setVersions('1:2:1:1');
    const after = await app.get();
    expect(after.headers.get('server-timing')).toBe('page-cache;desc="render"');
    await after.text();
    expect(app.renders).toBe(2);
    expect((await app.get()).headers.get('server-timing')).toContain('kept');
  });

  it('compresses as the client asks, the render and the kept page alike', async () => {
    const app = await serverWith(() => ({}));
    for (const [asked, sent] of [
      ['gzip', 'gzip'],
      ['identity', null],
      ['br;q=0.5, gzip;q=1', 'gzip'],
    ] as const) {
      for (const round of ['render', 'kept']) {
        const response = await app.get(`/sites/westside/${asked}`, { 'accept-encoding': asked });
        expect(response.headers.get('content-encoding'), `${asked}, ${round}`).toBe(sent);
        expect(await response.text()).toContain('<main>Corolla Ascent</main>');
      }
    }
    // The render never compresses: Next.js is asked without Accept-Encoding.
    expect(app.seen.every((request) => request.headers['accept-encoding'] === undefined)).toBe(true);
  });

  it('keeps only a whole dealer page: 200, HTML, marked by the proxy, no cookie of its own, and a render without an error', async () => {
    const cases: Record<string, Rendered> = {
      '/missing': { status: 404 },
      '/json': { headers: { 'content-type': 'application/json' } },
      '/editor': { mark: false },
      '/sites/westside/unmarked': { mark: false },
      '/signed-in': { headers: { 'set-cookie': 'session=abc' } },
      '/error-boundary': { fails: true },
    };
    const app = await serverWith((request) => cases[request.url!] ?? {});
    for (const path of Object.keys(cases)) {
      await (await app.get(path)).text();
      const again = await app.get(path);
      // The editor is not a dealer site: not even looked for among the kept pages.
      expect(again.headers.get('server-timing'), path).toBe(path === '/editor' ? null : 'page-cache;desc="render"');
      await again.text();
    }
    expect(app.cache.pages.size).toBe(0);
  });

  it('renders every time while the app has no database to read the versions with, or the read fails', async () => {
    const failing = await serverWith(() => ({}), { versions: () => Promise.reject(new Error('database closed')) });
    await (await failing.get()).text();
    await (await failing.get()).text();
    expect(failing.renders).toBe(2);
    // No version, no key: the page is rendered as Next.js sends it, compressed or not.
    expect(failing.seen[1]!.headers['accept-encoding']).toBe('br, gzip');
  });

  it('keeps nothing a client cut short, and ignores a render id the client sent', async () => {
    const app = await serverWith(() => ({ chunks: Array.from({ length: 50 }, (_, i) => `<p>${i}</p>`) }));
    const controller = new AbortController();
    const response = await fetch(`${app.url}/sites/westside/`, { signal: controller.signal, headers: { accept: 'text/html' } });
    controller.abort();
    await response.text().catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(app.cache.pages.size).toBe(0);
    await (await app.get('/sites/westside/', { [RENDER_ID_HEADER]: 'chosen-by-client' })).text();
    expect(app.seen.at(-1)!.headers[RENDER_ID_HEADER]).not.toBe('chosen-by-client');
    expect(app.cache.pages.size).toBe(1);
  });
});
