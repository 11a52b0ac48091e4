import { describe, expect, inject, it } from 'vitest';
import { createAjv } from '../../schemas/ajv';
import { editorApiRoute } from '../../schemas/api/editor-routes';

/**
 * The editor components are tested against stubbed answers held to
 * schemas/api/editor-routes.ts; this holds the real server to the same table,
 * so the stubs and the server cannot drift apart. Nothing here changes a
 * site: the one write is a save from a stale revision, refused as a conflict.
 */
const base = inject('appUrl');
const SUNSHINE = 'sunshine-toyota';
const HARBOUR = 'harbour-city-motors';
const ajv = createAjv();
const signedIn = inject('marketerCookies');
const cookies = { 'dealer editor': signedIn.sunshineEditor, 'platform admin': signedIn.platformAdmin };

/** Sends the request and checks its answer against the route's schema for that status. */
async function answerOf(method: string, path: string, options: { cookie?: string; body?: unknown } = {}): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { origin: base, ...(options.body === undefined ? {} : { 'content-type': 'application/json' }), ...(options.cookie ? { cookie: options.cookie } : {}) },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const body: unknown = await response.json();
  const route = editorApiRoute(method, path);
  expect(route, `${method} ${path} is in the table`).toBeDefined();
  const schema = route!.answers[response.status];
  expect(schema, `${method} ${route!.path} answered ${response.status}, which the table does not list`).toBeDefined();
  expect(ajv.validate(schema!, body), `${method} ${route!.path} ${response.status}: ${ajv.errorsText(ajv.errors)}`).toBe(true);
  return { status: response.status, body };
}

describe('editor API: every answer is the one schemas/api/editor-routes.ts gives', () => {
  it('the answers a dealer editor reads: sites, draft, versions, export, reservations', async () => {
    const cookie = cookies['dealer editor'];
    expect((await answerOf('GET', `/editor/api/sites/${SUNSHINE}/reservations`, { cookie })).status).toBe(200);
    expect((await answerOf('GET', '/editor/api/sites', { cookie })).status).toBe(200);
    expect((await answerOf('GET', `/editor/api/sites/${SUNSHINE}/draft`, { cookie })).status).toBe(200);
    expect((await answerOf('GET', `/editor/api/sites/${SUNSHINE}/versions`, { cookie })).status).toBe(200);
    expect((await answerOf('GET', `/editor/api/sites/${SUNSHINE}/export`, { cookie })).status).toBe(200);
    expect((await answerOf('GET', `/editor/api/sites/${SUNSHINE}/media`, { cookie })).status).toBe(200);
    expect((await answerOf('GET', `/editor/api/sites/${SUNSHINE}/stock-values`, { cookie })).status).toBe(200);
    expect((await answerOf('GET', `/editor/api/sites/${HARBOUR}/stock-values`, { cookie })).status).toBe(403);
    expect((await answerOf('GET', `/editor/api/sites/${HARBOUR}/media`, { cookie })).status).toBe(403);
  });

  it('a save from a stale revision: 409 with the current draft', async () => {
    const cookie = cookies['dealer editor'];
    const draft = (await answerOf('GET', `/editor/api/sites/${SUNSHINE}/draft`, { cookie })).body as { document: object; revision: number };
    const stale = { document: draft.document, revision: draft.revision + 1_000 };
    expect((await answerOf('PUT', `/editor/api/sites/${SUNSHINE}/draft`, { cookie, body: stale })).status).toBe(409);
  });

  it('the publishing answers: what changed, the schedule, preview links; a schedule in the past 400, a stale discard 409', async () => {
    const cookie = cookies['dealer editor'];
    const changes = (await answerOf('GET', `/editor/api/sites/${SUNSHINE}/changes`, { cookie })).body as { revision: number };
    expect((await answerOf('GET', `/editor/api/sites/${SUNSHINE}/schedule`, { cookie })).status).toBe(200);
    expect((await answerOf('GET', `/editor/api/sites/${SUNSHINE}/previews`, { cookie })).status).toBe(200);
    expect((await answerOf('POST', `/editor/api/sites/${SUNSHINE}/schedule`, { cookie, body: { revision: changes.revision, publishAt: '2001-01-01T09:00:00Z' } })).status).toBe(
      400,
    );
    expect((await answerOf('POST', `/editor/api/sites/${SUNSHINE}/discard`, { cookie, body: { revision: changes.revision + 1_000 } })).status).toBe(409);
    const link = (await answerOf('POST', `/editor/api/sites/${SUNSHINE}/previews`, { cookie, body: { revision: changes.revision } })).body as { id: number };
    expect((await answerOf('POST', `/editor/api/sites/${SUNSHINE}/previews/revoke`, { cookie, body: { id: link.id } })).status).toBe(200);
    expect((await answerOf('POST', `/editor/api/sites/${SUNSHINE}/previews/revoke`, { cookie, body: { id: link.id } })).status).toBe(404);
  });

  it('refusals: a malformed body 400, signed out 401, another dealer 403, no such site 404', async () => {
    const cookie = cookies['dealer editor'];
    expect((await answerOf('POST', `/editor/api/sites/${SUNSHINE}/publish`, { cookie, body: { revision: 'one' } })).status).toBe(400);
    expect((await answerOf('GET', `/editor/api/sites/${SUNSHINE}/draft`)).status).toBe(401);
    expect((await answerOf('GET', `/editor/api/sites/${HARBOUR}/versions`, { cookie })).status).toBe(403);
    expect((await answerOf('GET', '/editor/api/sites/no-such-dealer/draft', { cookie: cookies['platform admin'] })).status).toBe(404);
  });

  it('the platform admin reads every site, and a dealer editor is refused it', async () => {
    expect((await answerOf('GET', '/editor/api/platform/sites', { cookie: cookies['platform admin'] })).status).toBe(200);
    expect((await answerOf('GET', '/editor/api/platform/sites', { cookie: cookies['dealer editor'] })).status).toBe(403);
    const refused = await answerOf('PUT', '/editor/api/platform/sites/no-such-dealer', {
      cookie: cookies['platform admin'],
      body: { domains: [], dealershipIds: [101], websiteId: 11 },
    });
    expect(refused.status).toBe(404);
  });
});
