import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MARKETERS } from '../../runtime/server/auth/demo-marketers';
import { startAppServer, type AppServer } from '../support/app-server';
import { getWithHost, type PlainResponse } from '../support/http';

/** A server of its own, started with the editor on a host of its own. */
let server: AppServer;
let editorHost = '';
let sitesHost = '';
const admin = DEMO_MARKETERS.find((m) => m.role === 'platform-admin')!;
const OWN_ADDRESS = '198.51.100.23';

function postWithHost(path: string, host: string, body: string, headers: Record<string, string> = {}): Promise<PlainResponse> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${server.url}${path}`,
      { method: 'POST', headers: { host, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'x-forwarded-for': OWN_ADDRESS, ...headers } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

beforeAll(async () => {
  // On PostgreSQL this server shares the database, and so the sign-in limits, with the HTTP project's server, where
  // the API fuzz spends this address's sign-in budget: this file's requests come through a trusted proxy from an address of their own.
  server = await startAppServer({ env: { EDITOR_HOST: 'editor.localhost', SITES_URL: 'http://localhost:3000', TRUSTED_PROXIES: '127.0.0.1' } });
  editorHost = `editor.localhost:${server.port}`;
  sitesHost = `localhost:${server.port}`;
});
afterAll(() => server?.stop());

describe('security: the editor on a host of its own (EDITOR_HOST)', () => {
  it('the editor and its sign-in answer on the editor host, and its front page leads there', async () => {
    const signIn = await getWithHost(`${server.url}/editor/sign-in`, editorHost);
    expect(signIn.status).toBe(200);
    expect(signIn.body).toContain('Sign in');
    const front = await getWithHost(`${server.url}/`, editorHost);
    expect(front.status).toBe(307);
    expect(front.headers.location).toMatch(/\/editor$/);
  });

  it('no dealer page runs on the editor host', async () => {
    for (const path of ['/sites/sunshine-toyota', '/sites/sunshine-toyota/api/site', '/sites/editor']) {
      const response = await getWithHost(`${server.url}${path}`, editorHost);
      expect(response.status).toBe(404);
      expect(response.body).toBe('This address serves the editor only. Dealer sites are at http://localhost:3000.');
    }
  });

  it("the platform's and dealers' hosts serve neither the editor nor marketers' sign-in", async () => {
    for (const host of [sitesHost, `sunshine-toyota.localhost:${server.port}`]) {
      for (const path of ['/editor', '/editor/sign-in', '/editor/api/sites']) {
        const response = await getWithHost(`${server.url}${path}`, host);
        expect(response.status, `${host}${path}`).toBe(404);
      }
      const signIn = await postWithHost('/api/auth/sign-in/email', host, JSON.stringify({ email: admin.email, password: admin.password }));
      expect(signIn.status).toBe(404);
    }
    expect((await getWithHost(`${server.url}/sites/sunshine-toyota`, sitesHost)).status).toBe(200);
  });

  it("a marketer signs in on the editor host and gets a cookie for that host alone, which opens the editor's API there", async () => {
    const signIn = await postWithHost('/api/auth/sign-in/email', editorHost, JSON.stringify({ email: admin.email, password: admin.password }), { origin: `http://${editorHost}` });
    expect(signIn.status).toBe(200);
    const cookies = [signIn.headers['set-cookie'] ?? []].flat();
    // __Secure- and Secure in production: browsers treat *.localhost as secure, so it works there over http too.
    const session = cookies.find((cookie) => /^(__Secure-)?dealer-editor\.session_token=/.test(cookie));
    expect(session, cookies.join(' | ')).toBeDefined();
    // No Domain attribute: the browser sends it back to the editor host only, never to a dealer's.
    expect(session).not.toMatch(/;\s*domain=/i);
    const cookie = cookies.map((c) => c.split(';')[0]).join('; ');
    const sites = await new Promise<PlainResponse>((resolve, reject) => {
      const req = request(`${server.url}/editor/api/sites`, { headers: { host: editorHost, cookie } }, (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      });
      req.on('error', reject);
      req.end();
    });
    expect(sites.status).toBe(200);
    expect(JSON.parse(sites.body).sites.length).toBe(3);
  });
});
