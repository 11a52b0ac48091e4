import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { registry } from '../../../../blocks';
import type {
  ConflictAnswer,
  DraftAnswer,
  EditorErrorAnswer,
  ImportAnswer,
  InvalidDocumentAnswer,
  PublishedAnswer,
  SaveDraftAnswer,
  SitesAnswer,
  VersionsAnswer,
} from '../../../../schemas/api/editor';
import type { MarketerAuth } from '../../auth/auth';
import { DEMO_MARKETERS } from '../../auth/demo-marketers';
import { createTestAuth, signedInHeaders } from '../../auth/test-support/signed-in';
import { createTestDatabase, type TestDatabase } from '../../db/test-database';
import type { JsonObject } from '../../db/types';
import { DEALER_CONFIGS_DIR, importDealerConfigs, readDealerConfigs } from '../../dealer-configs';
import { createSiteService } from '../../site-service';
import { editableDocument } from '../editable-document';
import type { EditorContext } from './editor-access';
import { getDraft, saveDraft } from './draft-api';
import { publishDraft, rollbackToVersion } from './publish-api';
import { listEditableSites } from './sites-api';
import { exportDraft, importDraft } from './transfer-api';
import { listVersions } from './versions-api';

let test: TestDatabase;
let auth: MarketerAuth;
let context: EditorContext;
let as: { admin: Headers; sunshine: Headers; harbour: Headers; signedOut: Headers };

const email = (slug: string) => DEMO_MARKETERS.find((m) => m.dealerSlugs.includes(slug))!.email;
const marketerName = (slug: string) => DEMO_MARKETERS.find((m) => m.dealerSlugs.includes(slug))!.name;

beforeAll(async () => {
  test = await createTestDatabase();
  await importDealerConfigs(test.db, await readDealerConfigs());
  auth = await createTestAuth(test.db);
  context = { db: test.db, auth, registry };
  as = {
    admin: await signedInHeaders(auth, DEMO_MARKETERS.find((m) => m.role === 'platform-admin')!.email, '10.1.0.1'),
    sunshine: await signedInHeaders(auth, email('sunshine-toyota'), '10.1.0.2'),
    harbour: await signedInHeaders(auth, email('harbour-city-motors'), '10.1.0.3'),
    signedOut: new Headers({ host: 'localhost:3000' }),
  };
}, 60_000);

afterAll(async () => {
  await test?.drop();
});

type Handler = (context: EditorContext, request: Request, slug: string) => Promise<Response>;

/** A real Request as the browser sends it to /editor/api/sites/{slug}/…, with the marketer's cookie. */
async function call<Body = unknown>(handler: Handler, slug: string, headers: Headers, body?: unknown, rawBody?: string) {
  const withBody = body !== undefined || rawBody !== undefined;
  const request = new Request(`http://localhost:3000/editor/api/sites/${slug}/x`, {
    method: withBody ? 'POST' : 'GET',
    headers: withBody ? new Headers([...headers, ['content-type', 'application/json']]) : headers,
    body: rawBody ?? (withBody ? JSON.stringify(body) : undefined),
  });
  const response = await handler(context, request, slug);
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, body: (text.startsWith('{') ? JSON.parse(text) : undefined) as Body };
}

async function draftOf(slug: string, headers = as.admin): Promise<DraftAnswer> {
  return (await call<DraftAnswer>(getDraft, slug, headers)).body;
}

/** Version 1 of a dealer's site as the editor shows it (laid over its template). */
async function firstVersionDocument(slug: string): Promise<JsonObject> {
  const stored = await test.db.selectFrom('site_documents').select('document').where('dealer_slug', '=', slug).where('version', '=', 1).executeTakeFirstOrThrow();
  const editable = await editableDocument(test.db, stored.document);
  if (!editable.ok) throw new Error('version 1 cannot be opened in the editor');
  return editable.document;
}

function pageOf(document: JsonObject, path: string) {
  return (document.pages as { path: string; title: string; blocks: { id: string; type: string; props: Record<string, unknown> }[] }[]).find((p) => p.path === path)!;
}

describe(`editor API: who may do what (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('editor: a platform admin sees every dealer site; a dealer editor only theirs', async () => {
    const admin = await call<SitesAnswer>((c, r) => listEditableSites(c, r), '', as.admin);
    expect(admin.status).toBe(200);
    expect(admin.body.sites.map((site) => site.slug)).toEqual(['harbour-city-motors', 'sunshine-toyota', 'westside-used-cars']);
    expect(admin.body.sites[1]).toEqual({
      slug: 'sunshine-toyota',
      name: 'Sunshine Coast Toyota',
      publishedVersion: 1,
      draftRevision: 0,
      unpublishedChanges: false,
      lastEdited: { at: expect.any(String), by: null },
      schedule: null,
    });
    const sunshine = await call<SitesAnswer>((c, r) => listEditableSites(c, r), '', as.sunshine);
    expect(sunshine.body.sites.map((site) => site.slug)).toEqual(['sunshine-toyota']);
  });

  it('editor: signed out, every endpoint answers 401 signed-out', async () => {
    const handlers: Handler[] = [(c, r) => listEditableSites(c, r), getDraft, listVersions, exportDraft];
    for (const handler of handlers) {
      const answer = await call<EditorErrorAnswer>(handler, 'sunshine-toyota', as.signedOut);
      expect(answer.status).toBe(401);
      expect(answer.body.error).toBe('signed-out');
    }
    for (const [handler, body] of [
      [saveDraft, { document: {}, revision: 0 }],
      [publishDraft, { revision: 0 }],
      [rollbackToVersion, { version: 1 }],
      [importDraft, {}],
    ] as const) {
      expect((await call(handler, 'sunshine-toyota', as.signedOut, body)).status).toBe(401);
    }
  });

  it("editor: a dealer editor gets 403 on another dealer's site for read, save, publish, versions, export, import and rollback", async () => {
    const harbour = await draftOf('harbour-city-motors');
    const attempts: [string, Handler, unknown][] = [
      ['read', getDraft, undefined],
      ['save', saveDraft, { document: harbour.document, revision: harbour.revision }],
      ['publish', publishDraft, { revision: harbour.revision }],
      ['versions', listVersions, undefined],
      ['export', exportDraft, undefined],
      ['import', importDraft, harbour.document],
      ['rollback', rollbackToVersion, { version: 1 }],
    ];
    for (const [what, handler, body] of attempts) {
      const answer = await call<EditorErrorAnswer>(handler, 'harbour-city-motors', as.sunshine, body);
      expect({ what, status: answer.status, error: answer.body?.error }).toEqual({ what, status: 403, error: 'forbidden' });
      expect(answer.body.message).toMatch(/access/);
    }
    // Nothing changed on the way: still no draft, still version 1.
    expect((await draftOf('harbour-city-motors')).revision).toBe(0);
    expect((await createSiteService(test.db, registry).bySiteKey('harbour-city-motors'))?.version).toBe(1);
  });

  it('editor: a dealer editor is refused even for a site that does not exist (403, so other dealers cannot be probed); an admin gets 404', async () => {
    expect((await call(getDraft, 'no-such-dealer', as.sunshine)).status).toBe(403);
    const admin = await call<EditorErrorAnswer>(getDraft, 'no-such-dealer', as.admin);
    expect(admin.status).toBe(404);
    expect(admin.body.error).toBe('not-found');
  });
});

describe('editor API: request bodies are checked by their JSON Schema (400 naming the field)', () => {
  const cases: [string, Handler, unknown, string, RegExp][] = [
    ['save without revision', saveDraft, { document: { pages: [{ id: 'home' }] } }, '/revision', /revision is required/],
    ['save with revision as text', saveDraft, { document: {}, revision: 'one' }, '/revision', /revision must be a whole number/],
    ['save with a negative revision', saveDraft, { document: {}, revision: -1 }, '/revision', /at least 0/],
    ['save with a document that is a list', saveDraft, { document: [], revision: 0 }, '/document', /document must be an object/],
    ['save with an unknown field', saveDraft, { document: {}, revision: 0, force: true }, '/force', /force is not a known field/],
    ['save with a document the editor could not open (no pages)', saveDraft, { document: {}, revision: 0 }, '/document/pages', /pages is required/],
    [
      'save with a block without a type deep in a slot',
      saveDraft,
      { document: { pages: [{ id: 'home', blocks: [{ id: 'offers', type: 'section', slots: { content: [{ id: 'card' }] } }] }] }, revision: 0 },
      '/document/pages/0/blocks/0/slots/content/0/type',
      /type is required/,
    ],
    ['publish without revision', publishDraft, {}, '/revision', /is required/],
    ['rollback to version 0', rollbackToVersion, { version: 0 }, '/version', /at least 1/],
    ['import of a list', importDraft, [1, 2], '/', /The request body must be an object/],
  ];
  for (const [what, handler, body, field, message] of cases) {
    it(`editor: ${what} → 400 invalid-request naming ${field}`, async () => {
      const answer = await call<EditorErrorAnswer>(handler, 'sunshine-toyota', as.sunshine, body);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ error: 'invalid-request', field });
      expect(answer.body.message).toMatch(message);
    });
  }

  it('editor: a failure inside the server is a plain 500 answer, with no stack trace or error text sent out', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = { ...context, auth: { api: { getSession: () => Promise.reject(new Error('secret connection details')) } } as unknown as MarketerAuth };
    const response = await getDraft(broken, new Request('http://localhost:3000/editor/api/sites/sunshine-toyota/draft', { headers: as.sunshine }), 'sunshine-toyota');
    const text = await response.text();
    expect(response.status).toBe(500);
    expect(JSON.parse(text)).toMatchObject({ error: 'server-error' });
    expect(text).not.toMatch(/secret connection details|at .*\.ts/);
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });

  it('editor: a body that is not JSON is a 400 too, never a 500', async () => {
    const answer = await call<EditorErrorAnswer>(saveDraft, 'sunshine-toyota', as.sunshine, undefined, '{"document": ');
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: 'invalid-request', field: '/' });
  });
});

describe('editor API: drafts, publishing, versions, rollback', () => {
  it('editor: a dealer with no draft yet gets its published document, laid over its template, as revision 0 without errors', async () => {
    const draft = await draftOf('sunshine-toyota', as.sunshine);
    expect(draft.revision).toBe(0);
    expect(draft.basedOnVersion).toBe(1);
    expect(draft.errors).toEqual([]);
    expect(draft.document.extends).toBeUndefined();
    expect(pageOf(draft.document, '/').title).toBeTruthy();
    expect((draft.document.pages as unknown[]).length).toBeGreaterThanOrEqual(4);
  });

  it('editor: two marketers saving over the same revision — the second gets 409 with the first one’s draft; nothing is overwritten', async () => {
    const start = await draftOf('westside-used-cars');
    const mine = structuredClone(start.document);
    pageOf(mine, '/').title = 'Mine';
    const theirs = structuredClone(start.document);
    pageOf(theirs, '/').title = 'Theirs';
    const first = await call<SaveDraftAnswer>(saveDraft, 'westside-used-cars', as.admin, { document: mine, revision: start.revision });
    expect(first.status).toBe(200);
    expect(first.body.revision).toBe(1);
    const second = await call<ConflictAnswer>(saveDraft, 'westside-used-cars', as.admin, { document: theirs, revision: start.revision });
    expect(second.status).toBe(409);
    expect(second.body.error).toBe('conflict');
    expect(second.body.message).toMatch(/saved this site since you opened it/);
    expect(second.body.current.revision).toBe(1);
    expect(pageOf(second.body.current.document, '/').title).toBe('Mine');
    // Reapplied over the current revision, it saves.
    const reapplied = await call<SaveDraftAnswer>(saveDraft, 'westside-used-cars', as.admin, { document: theirs, revision: 1 });
    expect(reapplied.body.revision).toBe(2);
  });

  it('editor: saves racing over one revision — exactly one wins (compare-and-set in the database)', async () => {
    const start = await draftOf('westside-used-cars');
    const answers = await Promise.all(
      ['A', 'B', 'C'].map((name) => {
        const document = structuredClone(start.document);
        pageOf(document, '/').title = name;
        return call(saveDraft, 'westside-used-cars', as.admin, { document, revision: start.revision });
      }),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    expect((await draftOf('westside-used-cars')).revision).toBe(start.revision + 1);
  });

  it('editor: a draft with errors is saved, but publishing it is refused with the validator’s errors (422)', async () => {
    const start = await draftOf('sunshine-toyota', as.sunshine);
    const broken = structuredClone(start.document);
    (broken.promotions as { start: string }[])[0].start = 'next tuesday';
    const saved = await call<SaveDraftAnswer>(saveDraft, 'sunshine-toyota', as.sunshine, { document: broken, revision: start.revision });
    expect(saved.status).toBe(200);
    expect(saved.body.errors).toContainEqual({ path: '/promotions/0/start', message: 'must be a date and time like 2026-12-01T09:00:00Z' });
    const refused = await call<InvalidDocumentAnswer>(publishDraft, 'sunshine-toyota', as.sunshine, { revision: saved.body.revision });
    expect(refused.status).toBe(422);
    expect(refused.body.error).toBe('invalid-document');
    expect(refused.body.errors.map((e) => e.path)).toContain('/promotions/0/start');
    expect((await createSiteService(test.db, registry).bySiteKey('sunshine-toyota'))?.version).toBe(1);
  });

  it('editor: publishing a valid draft makes a new version the site serves at once; a stale revision gets 409', async () => {
    const sites = createSiteService(test.db, registry);
    expect((await sites.bySiteKey('sunshine-toyota'))?.version).toBe(1);
    const start = await draftOf('sunshine-toyota', as.sunshine);
    const fixed = structuredClone(start.document);
    (fixed.promotions as { start: string }[])[0].start = '2026-11-01T00:00:00+10:00';
    pageOf(fixed, '/').title = 'Sunshine Coast Toyota — home of the Corolla';
    const saved = await call<SaveDraftAnswer>(saveDraft, 'sunshine-toyota', as.sunshine, { document: fixed, revision: start.revision });
    expect(saved.body.errors).toEqual([]);
    const stale = await call<ConflictAnswer>(publishDraft, 'sunshine-toyota', as.sunshine, { revision: start.revision });
    expect(stale.status).toBe(409);
    const listed = async () => (await call<SitesAnswer>((c, r) => listEditableSites(c, r), '', as.sunshine)).body.sites[0];
    expect(await listed()).toMatchObject({ unpublishedChanges: true, lastEdited: { by: marketerName('sunshine-toyota') } });
    const published = await call<PublishedAnswer>(publishDraft, 'sunshine-toyota', as.sunshine, { revision: saved.body.revision });
    expect(published.status).toBe(200);
    expect(published.body.version).toBe(2);
    expect(await listed()).toMatchObject({ publishedVersion: 2, unpublishedChanges: false });
    const served = await sites.bySiteKey('sunshine-toyota');
    expect(served?.version).toBe(2);
    expect(served?.document.pages.find((p) => p.path === '/')?.title).toBe('Sunshine Coast Toyota — home of the Corolla');
    expect((await draftOf('sunshine-toyota', as.sunshine)).basedOnVersion).toBe(2);
  });

  it('editor: the version history lists every version newest first with what changed, in plain words', async () => {
    const answer = await call<VersionsAnswer>(listVersions, 'sunshine-toyota', as.sunshine);
    expect(answer.status).toBe(200);
    const [newest, first] = answer.body.versions;
    const original = pageOf(await firstVersionDocument('sunshine-toyota'), '/').title;
    expect(newest).toMatchObject({ version: 2, status: 'published', source: 'editor', createdBy: email('sunshine-toyota') });
    expect(newest.changes).toEqual([`Page “${original}” renamed to “Sunshine Coast Toyota — home of the Corolla”`]);
    expect(first).toMatchObject({ version: 1, source: 'file', createdBy: 'dealer-configs', changes: ['First version'] });
  });

  it('editor: rollback publishes the old document again as a new version and resets the draft to it', async () => {
    const before = await draftOf('sunshine-toyota', as.sunshine);
    const answer = await call<PublishedAnswer>(rollbackToVersion, 'sunshine-toyota', as.sunshine, { version: 1 });
    expect(answer.status).toBe(200);
    expect(answer.body.version).toBe(3);
    const served = await createSiteService(test.db, registry).bySiteKey('sunshine-toyota');
    expect(served?.version).toBe(3);
    expect(served?.document.pages.find((p) => p.path === '/')?.title).not.toBe('Sunshine Coast Toyota — home of the Corolla');
    const draft = await draftOf('sunshine-toyota', as.sunshine);
    expect(draft.revision).toBe(before.revision + 1);
    expect(draft.basedOnVersion).toBe(3);
    expect(pageOf(draft.document, '/').title).toBe(served?.document.pages.find((p) => p.path === '/')?.title);
    const versions = (await call<VersionsAnswer>(listVersions, 'sunshine-toyota', as.sunshine)).body.versions;
    expect(versions.map((v) => v.version)).toEqual([3, 2, 1]);
    expect(versions[0].changes).toEqual([`Page “Sunshine Coast Toyota — home of the Corolla” renamed to “${pageOf(draft.document, '/').title}”`]);
    const listed = (await call<SitesAnswer>((c, r) => listEditableSites(c, r), '', as.sunshine)).body.sites[0];
    expect(listed).toMatchObject({ publishedVersion: 3, unpublishedChanges: false });
  });

  it('editor: rollback to a version the site never had is a 404', async () => {
    const answer = await call<EditorErrorAnswer>(rollbackToVersion, 'sunshine-toyota', as.sunshine, { version: 99 });
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe('This site has no version 99.');
  });
});

describe('editor API: export and import', () => {
  it('editor: export writes exactly the dealer-configs format — the file a dealer started from comes back byte for byte', async () => {
    const file = await readFile(path.join(DEALER_CONFIGS_DIR, 'harbour-city-motors.json'), 'utf8');
    const answer = await call(exportDraft, 'harbour-city-motors', as.harbour);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toBe('attachment; filename="harbour-city-motors.json"');
    expect(answer.text).toBe(file);
  });

  it('editor: a template-based dealer exports as one self-contained document, "$schema" first, 2-space JSON and a final newline', async () => {
    const answer = await call(exportDraft, 'sunshine-toyota', as.sunshine);
    const document = JSON.parse(answer.text) as JsonObject;
    expect(Object.keys(document).slice(0, 3)).toEqual(['$schema', 'schemaVersion', 'dealer']);
    expect(document.$schema).toBe('../schemas/generated/site.schema.json');
    expect(document.extends).toBeUndefined();
    expect(answer.text.endsWith('}\n')).toBe(true);
    expect(answer.text).toBe(`${JSON.stringify(document, null, 2)}\n`);
  });

  it('editor: an exported document imports back as the draft', async () => {
    const exported = JSON.parse((await call(exportDraft, 'harbour-city-motors', as.harbour)).text) as JsonObject;
    pageOf(exported, '/').title = 'Imported home';
    const answer = await call<ImportAnswer>(importDraft, 'harbour-city-motors', as.harbour, exported);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ revision: 1, errors: [], migratedFrom: null });
    expect(pageOf((await draftOf('harbour-city-motors', as.harbour)).document, '/').title).toBe('Imported home');
  });

  it('editor: an invalid import is refused with its errors and leaves the draft as it was', async () => {
    const before = await draftOf('harbour-city-motors', as.harbour);
    const broken = structuredClone(before.document);
    pageOf(broken, '/').blocks.push({ id: 'mystery', type: 'no-such-block', props: {} });
    const answer = await call<InvalidDocumentAnswer>(importDraft, 'harbour-city-motors', as.harbour, broken);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe('invalid-document');
    expect(answer.body.message).toMatch(/draft is unchanged/);
    expect(answer.body.errors.some((e) => e.path.endsWith('/type') && /unknown block type "no-such-block"/.test(e.message))).toBe(true);
    expect(await draftOf('harbour-city-motors', as.harbour)).toEqual(before);
  });

  it("editor: another dealer's document, or one newer than this platform, is refused on import", async () => {
    const westside = (await draftOf('westside-used-cars')).document;
    const other = await call<InvalidDocumentAnswer>(importDraft, 'harbour-city-motors', as.harbour, westside);
    expect(other.body.errors).toContainEqual({ path: '/dealer/slug', message: 'must be this site\'s slug "harbour-city-motors"' });
    const harbour = (await draftOf('harbour-city-motors', as.harbour)).document;
    const future = await call<InvalidDocumentAnswer>(importDraft, 'harbour-city-motors', as.harbour, { ...harbour, schemaVersion: 99 });
    expect(future.status).toBe(400);
    expect(future.body.errors[0].path).toBe('/schemaVersion');
  });

  it('editor: a document that extends a brand template imports laid over it (the file as in dealer-configs/)', async () => {
    const file = JSON.parse(await readFile(path.join(DEALER_CONFIGS_DIR, 'sunshine-toyota.json'), 'utf8')) as JsonObject;
    const answer = await call<ImportAnswer>(importDraft, 'sunshine-toyota', as.sunshine, file);
    expect(answer.status).toBe(200);
    const draft = await draftOf('sunshine-toyota', as.sunshine);
    expect(draft.document.extends).toBeUndefined();
    expect(draft.errors).toEqual([]);
    expect(pageOf(draft.document, '/terms-and-conditions')).toBeDefined();
  });
});
