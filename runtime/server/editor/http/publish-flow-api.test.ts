import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../../../blocks';
import type { ConflictAnswer, DraftAnswer, EditorErrorAnswer, InvalidDocumentAnswer, SaveDraftAnswer, SitesAnswer } from '../../../../schemas/api/editor';
import type {
  DiscardedAnswer,
  DraftChangesAnswer,
  NewPreviewLinkAnswer,
  NothingToDiscardAnswer,
  PreviewLinkRevokedAnswer,
  PreviewLinksAnswer,
  ScheduleAnswer,
} from '../../../../schemas/api/editor-publishing';
import { DEMO_MARKETERS } from '../../auth/demo-marketers';
import { createTestAuth, signedInHeaders } from '../../auth/test-support/signed-in';
import { createTestDatabase, type TestDatabase } from '../../db/test-database';
import type { JsonObject } from '../../db/types';
import { importDealerConfigs, readDealerConfigs } from '../../dealer-configs';
import { createSiteService } from '../../site-service';
import { createPreviewLinks, PREVIEW_LINK_LIFETIME_HOURS } from '../preview-links';
import { publishDueSchedules } from '../scheduled-publishing';
import { discardDraft } from './discard-api';
import { getDraft, saveDraft } from './draft-api';
import { listDraftChanges } from './draft-changes-api';
import type { EditorContext } from './editor-access';
import { createPreviewLink, listPreviewLinks, revokePreviewLink } from './preview-links-api';
import { cancelSchedule, getSchedule, scheduleDraft } from './schedule-api';
import { listEditableSites } from './sites-api';

let test: TestDatabase;
let context: EditorContext;
let as: { admin: Headers; sunshine: Headers; harbour: Headers; signedOut: Headers };

const email = (slug: string) => DEMO_MARKETERS.find((m) => m.dealerSlugs.includes(slug))!.email;
/** Friday 27 November 2026, the "now" of these tests. */
const FRIDAY = new Date('2026-11-27T02:00:00Z');
const MONDAY_9AM_BRISBANE = '2026-11-30T09:00:00+10:00';

beforeAll(async () => {
  test = await createTestDatabase();
  await importDealerConfigs(test.db, await readDealerConfigs());
  const auth = await createTestAuth(test.db);
  context = { db: test.db, auth, registry };
  as = {
    admin: await signedInHeaders(auth, DEMO_MARKETERS.find((m) => m.role === 'platform-admin')!.email, '10.2.0.1'),
    sunshine: await signedInHeaders(auth, email('sunshine-toyota'), '10.2.0.2'),
    harbour: await signedInHeaders(auth, email('harbour-city-motors'), '10.2.0.3'),
    signedOut: new Headers({ host: 'localhost:3000' }),
  };
}, 60_000);

afterAll(async () => {
  await test?.drop();
});

type Handler = (context: EditorContext, request: Request, slug: string) => Promise<Response>;

/** A real Request as the browser sends it, with the marketer's cookie; a body makes it a POST. */
async function call<Body = unknown>(handler: Handler, slug: string, headers: Headers, body?: unknown) {
  const withBody = body !== undefined;
  const request = new Request(`http://localhost:3000/editor/api/sites/${slug}/x`, {
    method: withBody ? 'POST' : 'GET',
    headers: withBody ? new Headers([...headers, ['content-type', 'application/json']]) : headers,
    body: withBody ? JSON.stringify(body) : undefined,
  });
  const response = await handler(context, request, slug);
  return { status: response.status, body: (await response.json()) as Body };
}

/** A POST without a body (cancel). */
async function post<Body = unknown>(handler: Handler, slug: string, headers: Headers) {
  const response = await handler(context, new Request(`http://localhost:3000/editor/api/sites/${slug}/x`, { method: 'POST', headers }), slug);
  return { status: response.status, body: (await response.json()) as Body };
}

const at = (now: Date) => (handler: (c: EditorContext, r: Request, s: string, clock: () => Date) => Promise<Response>) => (c: EditorContext, r: Request, s: string) =>
  handler(c, r, s, () => now);
const onFriday = at(FRIDAY);

const draftOf = async (slug: string, headers = as.admin) => (await call<DraftAnswer>(getDraft, slug, headers)).body;

function homePage(document: JsonObject) {
  return (document.pages as { path: string; title: string }[]).find((page) => page.path === '/')!;
}

async function saveHomeTitle(slug: string, headers: Headers, title: string): Promise<number> {
  const draft = await draftOf(slug, headers);
  const document = structuredClone(draft.document);
  homePage(document).title = title;
  const saved = await call<SaveDraftAnswer>(saveDraft, slug, headers, { document, revision: draft.revision });
  expect(saved.status).toBe(200);
  return saved.body.revision;
}

describe('publishing flow API: who may do what', () => {
  it("a dealer's marketer is refused (403) on another dealer's discard, schedule, cancel, changes and preview links; signed out is 401", async () => {
    const attempts: [string, Handler, unknown][] = [
      ['changes', listDraftChanges, undefined],
      ['discard', discardDraft, { revision: 0 }],
      ['schedule', onFriday(scheduleDraft), { revision: 0, publishAt: MONDAY_9AM_BRISBANE }],
      ['read the schedule', getSchedule, undefined],
      ['preview links', listPreviewLinks, undefined],
      ['share a preview', onFriday(createPreviewLink), { revision: 0 }],
      ['withdraw a preview', onFriday(revokePreviewLink), { id: 1 }],
    ];
    for (const [what, handler, body] of attempts) {
      const refused = await call<EditorErrorAnswer>(handler, 'harbour-city-motors', as.sunshine, body);
      expect({ what, status: refused.status, error: refused.body.error }).toEqual({ what, status: 403, error: 'forbidden' });
      expect((await call(handler, 'harbour-city-motors', as.signedOut, body)).status).toBe(401);
    }
    expect((await post(cancelSchedule, 'harbour-city-motors', as.sunshine)).status).toBe(403);
    expect((await draftOf('harbour-city-motors')).revision).toBe(0);
    expect((await call<ScheduleAnswer>(getSchedule, 'harbour-city-motors', as.harbour)).body.schedule).toBeNull();
  });
});

describe('publishing flow API: request bodies are checked by their JSON Schema (400 naming the field)', () => {
  const cases: [string, Handler, unknown, string, RegExp][] = [
    ['discard without revision', discardDraft, {}, '/revision', /revision is required/],
    ['discard with a revision too large to store', discardDraft, { revision: 2_147_483_648 }, '/revision', /at most/],
    ['schedule without a time', onFriday(scheduleDraft), { revision: 0 }, '/publishAt', /publishAt is required/],
    ['schedule at a time that is no time', onFriday(scheduleDraft), { revision: 0, publishAt: 'next monday' }, '/publishAt', /publishAt must be a date and time/],
    ['schedule at a time already passed', onFriday(scheduleDraft), { revision: 0, publishAt: '2026-11-26T09:00:00+10:00' }, '/publishAt', /time still to come/],
    ['share a preview with a revision as text', onFriday(createPreviewLink), { revision: 'latest' }, '/revision', /whole number/],
    ['withdraw a preview by a number that is no number', onFriday(revokePreviewLink), { id: 0 }, '/id', /at least 1/],
    ['withdraw a preview by its token', onFriday(revokePreviewLink), { id: 1, token: 'x' }, '/token', /not a known field/],
  ];
  for (const [what, handler, body, field, message] of cases) {
    it(`${what} → 400 invalid-request naming ${field}`, async () => {
      const answer = await call<EditorErrorAnswer>(handler, 'sunshine-toyota', as.sunshine, body);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ error: 'invalid-request', field });
      expect(answer.body.message).toMatch(message);
    });
  }
});

describe('publishing flow API: what changed, and discarding the draft', () => {
  it('lists what the saved draft changes on the live site; nothing when the draft is the live version', async () => {
    const before = await call<DraftChangesAnswer>(listDraftChanges, 'westside-used-cars', as.admin);
    expect(before.body).toEqual({ revision: 0, liveVersion: 1, changes: [] });
    const original = homePage((await draftOf('westside-used-cars')).document).title;
    const revision = await saveHomeTitle('westside-used-cars', as.admin, 'Westside — drive away deals');
    const after = await call<DraftChangesAnswer>(listDraftChanges, 'westside-used-cars', as.admin);
    expect(after.body).toEqual({ revision, liveVersion: 1, changes: [`Page “${original}” renamed to “Westside — drive away deals”`] });
  });

  it('discard puts the live document back as a new draft revision; a stale revision gets 409 and keeps the draft', async () => {
    const draft = await draftOf('westside-used-cars');
    const stale = await call<ConflictAnswer>(discardDraft, 'westside-used-cars', as.admin, { revision: draft.revision - 1 });
    expect(stale.status).toBe(409);
    expect(homePage((await draftOf('westside-used-cars')).document).title).toBe('Westside — drive away deals');

    const discarded = await call<DiscardedAnswer>(discardDraft, 'westside-used-cars', as.admin, { revision: draft.revision });
    expect(discarded).toEqual({ status: 200, body: { revision: draft.revision + 1, basedOnVersion: 1 } });
    const after = await draftOf('westside-used-cars');
    expect(after.revision).toBe(draft.revision + 1);
    expect(homePage(after.document).title).not.toBe('Westside — drive away deals');
    expect((await call<DraftChangesAnswer>(listDraftChanges, 'westside-used-cars', as.admin)).body.changes).toEqual([]);
    const listed = (await call<SitesAnswer>((c, r) => listEditableSites(c, r), '', as.admin)).body.sites.find((site) => site.slug === 'westside-used-cars');
    expect(listed).toMatchObject({ unpublishedChanges: false, publishedVersion: 1 });
    // An editor still holding the old revision cannot save it back over the discard unseen.
    const old = await call<ConflictAnswer>(saveDraft, 'westside-used-cars', as.admin, { document: draft.document, revision: draft.revision });
    expect(old.status).toBe(409);
  });

  it('a site never published has nothing to discard: 409 saying so, the draft kept', async () => {
    const document = (await draftOf('westside-used-cars')).document;
    const fresh = { ...document, dealer: { ...(document.dealer as JsonObject), slug: 'brand-new-motors' } };
    await test.db
      .insertInto('site_documents')
      .values({ dealer_slug: 'brand-new-motors', version: 1, status: 'draft', document: JSON.stringify(fresh), source: 'editor' })
      .execute();
    await test.db
      .insertInto('site_drafts')
      .values({ dealer_slug: 'brand-new-motors', document: JSON.stringify(fresh), revision: 1, based_on_version: null })
      .execute();
    const answer = await call<NothingToDiscardAnswer>(discardDraft, 'brand-new-motors', as.admin, { revision: 1 });
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({ error: 'nothing-live', message: expect.stringMatching(/never been published/) });
    expect((await draftOf('brand-new-motors')).revision).toBe(1);
    expect((await call<DraftChangesAnswer>(listDraftChanges, 'brand-new-motors', as.admin)).body).toEqual({ revision: 1, liveVersion: null, changes: [] });
  });
});

describe('publishing flow API: scheduled publish', () => {
  it('schedules the draft for Monday 9:00 am, reads it back, goes live at its time, and can be cancelled', async () => {
    const revision = await saveHomeTitle('sunshine-toyota', as.sunshine, 'Monday promotion');
    const scheduled = await call<ScheduleAnswer>(onFriday(scheduleDraft), 'sunshine-toyota', as.sunshine, { revision, publishAt: MONDAY_9AM_BRISBANE });
    expect(scheduled.status).toBe(200);
    expect(scheduled.body.schedule).toEqual({
      publishAt: '2026-11-29T23:00:00.000Z',
      revision,
      scheduledBy: email('sunshine-toyota'),
      scheduledAt: FRIDAY.toISOString(),
      status: 'waiting',
      failure: null,
      publishedVersion: null,
    });
    expect((await call<ScheduleAnswer>(getSchedule, 'sunshine-toyota', as.sunshine)).body).toEqual(scheduled.body);

    const cancelled = await post<ScheduleAnswer>(cancelSchedule, 'sunshine-toyota', as.sunshine);
    expect(cancelled).toEqual({ status: 200, body: { schedule: null } });
    expect(await publishDueSchedules(test.db, registry, new Date('2026-12-02T00:00:00Z'))).toEqual([]);

    await call(onFriday(scheduleDraft), 'sunshine-toyota', as.sunshine, { revision, publishAt: MONDAY_9AM_BRISBANE });
    expect(await publishDueSchedules(test.db, registry, new Date('2026-11-29T23:00:00Z'))).toEqual([{ slug: 'sunshine-toyota', outcome: 'published', version: 2 }]);
    const served = await createSiteService(test.db, registry).bySiteKey('sunshine-toyota');
    expect(served?.document.pages.find((page) => page.path === '/')?.title).toBe('Monday promotion');
    expect((await call<ScheduleAnswer>(getSchedule, 'sunshine-toyota', as.sunshine)).body.schedule).toMatchObject({ status: 'published', publishedVersion: 2 });
  });

  it('a stale revision is 409, a draft with errors 422: neither is scheduled', async () => {
    const draft = await draftOf('sunshine-toyota', as.sunshine);
    await post(cancelSchedule, 'sunshine-toyota', as.sunshine);
    const stale = await call(onFriday(scheduleDraft), 'sunshine-toyota', as.sunshine, { revision: draft.revision + 5, publishAt: MONDAY_9AM_BRISBANE });
    expect(stale.status).toBe(409);
    const broken = structuredClone(draft.document);
    homePage(broken).title = '';
    (broken.pages as { path: string }[])[0].path = 'Home Page';
    const saved = await call<SaveDraftAnswer>(saveDraft, 'sunshine-toyota', as.sunshine, { document: broken, revision: draft.revision });
    const refused = await call<InvalidDocumentAnswer>(onFriday(scheduleDraft), 'sunshine-toyota', as.sunshine, { revision: saved.body.revision, publishAt: MONDAY_9AM_BRISBANE });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toMatch(/not scheduled/);
    expect((await call<ScheduleAnswer>(getSchedule, 'sunshine-toyota', as.sunshine)).body.schedule).toBeNull();
  });
});

describe('publishing flow API: preview links', () => {
  it(`a preview link opens the draft as it was when shared, for ${PREVIEW_LINK_LIFETIME_HOURS} hours, until withdrawn; only its hash is stored`, async () => {
    const revision = await saveHomeTitle('harbour-city-motors', as.harbour, 'Preview me');
    const created = await call<NewPreviewLinkAnswer>(onFriday(createPreviewLink), 'harbour-city-motors', as.harbour, { revision });
    expect(created.status).toBe(200);
    const expiresAt = new Date(FRIDAY.getTime() + PREVIEW_LINK_LIFETIME_HOURS * 3_600_000);
    expect(created.body).toMatchObject({ revision, createdBy: email('harbour-city-motors'), createdAt: FRIDAY.toISOString(), expiresAt: expiresAt.toISOString() });
    const token = /^\/preview\/([A-Za-z0-9_-]{43})\/$/.exec(created.body.path)![1];
    const stored = await test.db.selectFrom('preview_links').selectAll().where('id', '=', created.body.id).executeTakeFirstOrThrow();
    expect(JSON.stringify(stored)).not.toContain(token);

    await saveHomeTitle('harbour-city-motors', as.harbour, 'Edited after sharing');
    const links = createPreviewLinks(test.db);
    const opened = await links.open(token, new Date(expiresAt.getTime() - 1));
    expect(opened?.slug).toBe('harbour-city-motors');
    expect(homePage(opened!.document).title).toBe('Preview me');
    expect(await links.open(token, expiresAt)).toBeUndefined();
    expect(await links.open(`${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`, FRIDAY)).toBeUndefined();
    expect(await links.open('../../etc', FRIDAY)).toBeUndefined();

    const listed = await call<PreviewLinksAnswer>(onFriday(listPreviewLinks), 'harbour-city-motors', as.harbour);
    expect(listed.body.links).toEqual([
      { id: created.body.id, revision, createdAt: FRIDAY.toISOString(), createdBy: email('harbour-city-motors'), expiresAt: expiresAt.toISOString() },
    ]);
    // Another dealer cannot withdraw it, even as a platform admin of the wrong site.
    expect((await call(onFriday(revokePreviewLink), 'sunshine-toyota', as.admin, { id: created.body.id })).status).toBe(404);
    const revoked = await call<PreviewLinkRevokedAnswer>(onFriday(revokePreviewLink), 'harbour-city-motors', as.harbour, { id: created.body.id });
    expect(revoked).toEqual({ status: 200, body: { revoked: true } });
    expect(await links.open(token, FRIDAY)).toBeUndefined();
    expect((await call<PreviewLinksAnswer>(onFriday(listPreviewLinks), 'harbour-city-motors', as.harbour)).body.links).toEqual([]);
    expect((await call(onFriday(revokePreviewLink), 'harbour-city-motors', as.harbour, { id: created.body.id })).status).toBe(404);
  });

  it('a preview of a revision that is no longer the draft is 409 with the current draft', async () => {
    const draft = await draftOf('harbour-city-motors', as.harbour);
    const stale = await call<ConflictAnswer>(onFriday(createPreviewLink), 'harbour-city-motors', as.harbour, { revision: draft.revision - 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.current.revision).toBe(draft.revision);
  });
});
