import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { registry } from '../../../../blocks';
import type { MarketerAuth } from '../../auth/auth';
import { DEMO_MARKETERS } from '../../auth/demo-marketers';
import { createTestAuth, signedInHeaders } from '../../auth/test-support/signed-in';
import { createTestDatabase, type TestDatabase } from '../../db/test-database';
import { importDealerConfigs, readDealerConfigs } from '../../dealer-configs';
import { forDealerSite, forMarketer, forPlatformAdmin, forPlatformSite, type EditorContext } from './editor-access';

const schema = { type: 'object', additionalProperties: false, required: ['revision'], properties: { revision: { type: 'integer', minimum: 0 } } } as const;
const STACK_TRACE = /\n\s+at \S+|node:internal|\bError: /;

let test: TestDatabase;
let context: EditorContext;
let as: { admin: Headers; sunshine: Headers; signedOut: Headers; shopper: Headers };

beforeAll(async () => {
  test = await createTestDatabase();
  await importDealerConfigs(test.db, await readDealerConfigs());
  const auth: MarketerAuth = await createTestAuth(test.db);
  context = { db: test.db, auth, registry };
  as = {
    admin: await signedInHeaders(auth, DEMO_MARKETERS.find((m) => m.role === 'platform-admin')!.email, '10.4.0.1'),
    sunshine: await signedInHeaders(auth, DEMO_MARKETERS.find((m) => m.dealerSlugs.includes('sunshine-toyota'))!.email, '10.4.0.2'),
    signedOut: new Headers({ host: 'localhost:3000' }),
    // A shopper's cookie is not read by the editor at all: its name and key are the shoppers' own.
    shopper: new Headers({ host: 'localhost:3000', cookie: 'dealer-shopper.session_token=anything' }),
  };
}, 60_000);
afterAll(() => test?.drop());
afterEach(() => vi.restoreAllMocks());

const ok = async () => Response.json({ ok: true });
const get = (headers: Headers) => new Request('http://localhost:3000/editor/api/x', { headers });
const post = (headers: Headers, body: string) =>
  new Request('http://localhost:3000/editor/api/x', { method: 'POST', headers: new Headers([...headers, ['content-type', 'application/json']]), body });
const answerOf = async (response: Response) => ({ status: response.status, body: await response.json() });

describe('editor API helpers', () => {
  it.each([
    ['signed out', 'signedOut'],
    ["a shopper's session (the wrong audience)", 'shopper'],
  ] as const)('forMarketer answers %s 401 signed-out', async (_who, session) => {
    const handle = vi.fn(ok);
    expect(await answerOf(await forMarketer(context, get(as[session]), handle))).toEqual({ status: 401, body: { error: 'signed-out', message: 'Sign in to use the editor.' } });
    expect(handle).not.toHaveBeenCalled();
  });

  it('forMarketer answers a failure inside with a plain 500 server-error: no stack trace, no error text', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await forMarketer(context, get(as.sunshine), async () => {
      throw new Error('secret connection details');
    });
    const text = await response.text();
    expect(response.status).toBe(500);
    expect(JSON.parse(text)).toMatchObject({ error: 'server-error' });
    expect(text).not.toMatch(/secret/);
    expect(text).not.toMatch(STACK_TRACE);
    expect(logged).toHaveBeenCalled();
  });

  it("forDealerSite: another dealer's site is 403, a site that does not exist is 404, then the body is checked", async () => {
    expect((await forDealerSite(context, get(as.sunshine), 'harbour-city-motors', ok)).status).toBe(403);
    expect((await answerOf(await forDealerSite(context, get(as.admin), 'no-such-dealer', ok))).body).toMatchObject({ error: 'not-found' });
    const bad = await forDealerSite(context, post(as.sunshine, '{"revision": -1}'), 'sunshine-toyota', { body: schema }, ok);
    expect(await answerOf(bad)).toEqual({ status: 400, body: { error: 'invalid-request', field: '/revision', message: 'revision must be at least 0' } });
    const good = await forDealerSite<{ revision: number }>(context, post(as.sunshine, '{"revision": 4}'), 'sunshine-toyota', { body: schema }, async (marketer, body) =>
      Response.json({ who: marketer.email, revision: body.revision }),
    );
    expect(await good.json()).toEqual({ who: expect.stringContaining('sunshine-toyota'), revision: 4 });
  });

  it('forPlatformAdmin: a dealer editor is the wrong audience (403 forbidden)', async () => {
    expect(await answerOf(await forPlatformAdmin(context, get(as.sunshine), ok))).toEqual({
      status: 403,
      body: { error: 'forbidden', message: "You don't have access to this dealer's site." },
    });
    expect((await forPlatformAdmin(context, get(as.admin), ok)).status).toBe(200);
  });

  it('forPlatformSite: a slug that is no slug is 404 before the body is read; a bad body is 400 naming the field', async () => {
    expect((await forPlatformSite(context, post(as.admin, 'not json'), '%00', { body: schema }, ok)).status).toBe(404);
    expect((await answerOf(await forPlatformSite(context, post(as.admin, 'not json'), 'sunshine-toyota', { body: schema }, ok))).body).toMatchObject({
      error: 'invalid-request',
      field: '/',
    });
    expect((await forPlatformSite(context, post(as.sunshine, '{"revision": 1}'), 'sunshine-toyota', { body: schema }, ok)).status).toBe(403);
  });
});
