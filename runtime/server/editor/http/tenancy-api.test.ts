import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../../../blocks';
import type { DraftAnswer, EditorErrorAnswer, PublishedAnswer, SaveDraftAnswer } from '../../../../schemas/api/editor';
import type { DomainTakenAnswer, PlatformSiteAnswer, PlatformSitesAnswer } from '../../../../schemas/api/platform-sites';
import type { MarketerAuth } from '../../auth/auth';
import { DEMO_MARKETERS } from '../../auth/demo-marketers';
import { createTestAuth, signedInHeaders } from '../../auth/test-support/signed-in';
import { createTestDatabase, type TestDatabase } from '../../db/test-database';
import type { JsonObject } from '../../db/types';
import { importDealerConfigs, readDealerConfigs } from '../../dealer-configs';
import { createSiteDocumentsRepository } from '../../repositories/site-documents';
import { createSiteService } from '../../site-service';
import type { EditorContext } from './editor-access';
import { getDraft, saveDraft } from './draft-api';
import { listPlatformSites, savePlatformSite } from './platform-sites-api';
import { publishDraft } from './publish-api';
import { importDraft } from './transfer-api';

let test: TestDatabase;
let auth: MarketerAuth;
let context: EditorContext;
let as: { admin: Headers; sunshine: Headers };

const HARBOUR_DOMAIN = 'harbour-city-motors.example.com';
const HARBOUR_DEALERSHIPS = [201, 202, 203];
const HARBOUR_WEBSITE = 21;

beforeAll(async () => {
  test = await createTestDatabase();
  await importDealerConfigs(test.db, await readDealerConfigs());
  auth = await createTestAuth(test.db);
  context = { db: test.db, auth, registry };
  const sunshine = DEMO_MARKETERS.find((m) => m.dealerSlugs.includes('sunshine-toyota'))!.email;
  as = {
    admin: await signedInHeaders(auth, DEMO_MARKETERS.find((m) => m.role === 'platform-admin')!.email, '10.2.0.1'),
    sunshine: await signedInHeaders(auth, sunshine, '10.2.0.2'),
  };
}, 60_000);

afterAll(async () => {
  await test?.drop();
});

type Handler = (context: EditorContext, request: Request, slug: string) => Promise<Response>;

async function call<Body = unknown>(handler: Handler, slug: string, headers: Headers, body?: unknown, method = 'POST') {
  const withBody = body !== undefined;
  const request = new Request(`http://localhost:3000/editor/api/x/${slug}`, {
    method: withBody ? method : 'GET',
    headers: withBody ? new Headers([...headers, ['content-type', 'application/json']]) : headers,
    body: withBody ? JSON.stringify(body) : undefined,
  });
  const response = await handler(context, request, slug);
  return { status: response.status, body: (await response.json()) as Body };
}

const sites = () => createSiteService(test.db, registry);

/** The Sunshine draft with its dealer settings changed as a hostile marketer would. */
async function sunshineDraftWith(dealer: JsonObject): Promise<{ document: JsonObject; revision: number }> {
  const draft = (await call<DraftAnswer>(getDraft, 'sunshine-toyota', as.sunshine)).body;
  return { document: { ...draft.document, dealer: { ...(draft.document.dealer as JsonObject), ...dealer } }, revision: draft.revision };
}

describe(`tenancy belongs to the platform (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it("security: a dealer editor cannot publish another dealer's domain", async () => {
    const hostile = await sunshineDraftWith({ domains: ['sunshine-toyota.example.com', HARBOUR_DOMAIN] });
    const saved = await call<EditorErrorAnswer>(saveDraft, 'sunshine-toyota', as.sunshine, hostile, 'PUT');
    expect(saved.status).toBe(400);
    expect(saved.body).toMatchObject({ error: 'invalid-request', field: '/dealer/domains' });
    expect(saved.body.message).toMatch(/platform team/);

    // A draft that holds the domain already (saved before this check existed)
    // opens, and so publishes, with the platform's addresses instead.
    const stored = await test.db
      .insertInto('site_drafts')
      .values({ dealer_slug: 'sunshine-toyota', document: JSON.stringify(hostile.document), revision: 1, based_on_version: 1, updated_by: 'test' })
      .returning('revision')
      .executeTakeFirstOrThrow();
    const published = await call<PublishedAnswer>(publishDraft, 'sunshine-toyota', as.sunshine, { revision: stored.revision });
    expect(published.status).toBe(200);
    const live = await createSiteDocumentsRepository(test.db).byVersion('sunshine-toyota', published.body.version);
    expect((live!.document.dealer as JsonObject).domains).not.toContain(HARBOUR_DOMAIN);
    await test.db.deleteFrom('site_drafts').where('dealer_slug', '=', 'sunshine-toyota').execute();

    expect((await sites().bySiteKey(HARBOUR_DOMAIN))?.slug).toBe('harbour-city-motors');
  });

  it("security: a dealer editor cannot take another dealer's stock or website id by draft or import", async () => {
    for (const [dealer, field] of [
      [{ dealershipIds: HARBOUR_DEALERSHIPS }, '/dealer/dealershipIds'],
      [{ websiteId: HARBOUR_WEBSITE }, '/dealer/websiteId'],
    ] as const) {
      const hostile = await sunshineDraftWith(dealer);
      const saved = await call<EditorErrorAnswer>(saveDraft, 'sunshine-toyota', as.sunshine, hostile, 'PUT');
      expect({ field, status: saved.status, answer: saved.body.field }).toEqual({ field, status: 400, answer: field });
      const imported = await call<EditorErrorAnswer>(importDraft, 'sunshine-toyota', as.sunshine, hostile.document);
      expect({ field, status: imported.status, answer: imported.body.field }).toEqual({ field, status: 400, answer: field });
    }
    expect((await call<DraftAnswer>(getDraft, 'sunshine-toyota', as.sunshine)).body.revision).toBe(0);
  });

  it("security: the site is served with the platform's dealerships and website id, whatever a stored version says", async () => {
    const versions = createSiteDocumentsRepository(test.db);
    const current = await versions.latestPublished('sunshine-toyota');
    const dealer = current!.document.dealer as JsonObject;
    await versions.publish(
      'sunshine-toyota',
      { ...current!.document, dealer: { ...dealer, domains: [HARBOUR_DOMAIN], dealershipIds: HARBOUR_DEALERSHIPS, websiteId: HARBOUR_WEBSITE } },
      { source: 'editor', createdBy: 'test' },
    );
    const site = await sites().bySiteKey('sunshine-toyota');
    expect(site?.document.dealer.dealershipIds).not.toContain(201);
    expect(site?.document.dealer.websiteId).toBe(11);
    expect(site?.document.dealer.domains).not.toContain(HARBOUR_DOMAIN);
    expect((await sites().bySiteKey(HARBOUR_DOMAIN))?.slug).toBe('harbour-city-motors');
  });

  it("an untouched draft exported and imported again keeps working: the tenancy it shows is the platform's", async () => {
    const draft = (await call<DraftAnswer>(getDraft, 'sunshine-toyota', as.sunshine)).body;
    expect((draft.document.dealer as JsonObject).websiteId).toBe(11);
    const imported = await call(importDraft, 'sunshine-toyota', as.sunshine, draft.document);
    expect(imported.status).toBe(200);
  });

  it('a domain removed from the published document stops serving', async () => {
    const westside = (await call<PlatformSitesAnswer>((c, r) => listPlatformSites(c, r), '', as.admin)).body.sites.find((s) => s.slug === 'westside-used-cars')!;
    const [removed, ...kept] = westside.domains;
    expect((await sites().bySiteKey(removed))?.slug).toBe('westside-used-cars');
    const saved = await call<PlatformSiteAnswer>(savePlatformSite, 'westside-used-cars', as.admin, { ...westside, slug: undefined, domains: kept }, 'PUT');
    expect(saved.status).toBe(200);
    // Every earlier version still names the domain; only the platform's record counts.
    expect(await sites().bySiteKey(removed)).toBeUndefined();
    expect((await sites().bySiteKey('westside-used-cars'))?.document.dealer.domains).toEqual(kept);
  });

  it('a host serves the current published version only', async () => {
    const draft = (await call<DraftAnswer>(getDraft, 'harbour-city-motors', as.admin)).body;
    const published = await call<PublishedAnswer>(publishDraft, 'harbour-city-motors', as.admin, { revision: draft.revision });
    expect(published.status).toBe(200);
    expect((await sites().bySiteKey(HARBOUR_DOMAIN))?.version).toBe(published.body.version);
  });
});

describe('publishing is idempotent', () => {
  it('concurrent publishes of one revision make one version', async () => {
    const draft = (await call<DraftAnswer>(getDraft, 'westside-used-cars', as.admin)).body;
    const saved = await call<SaveDraftAnswer>(saveDraft, 'westside-used-cars', as.admin, { document: draft.document, revision: draft.revision }, 'PUT');
    expect(saved.status).toBe(200);
    const before = await createSiteDocumentsRepository(test.db).history('westside-used-cars');
    const answers = await Promise.all(Array.from({ length: 20 }, () => call<PublishedAnswer>(publishDraft, 'westside-used-cars', as.admin, { revision: saved.body.revision })));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    const after = await createSiteDocumentsRepository(test.db).history('westside-used-cars');
    expect(after.length).toBe(before.length + 1);
    // Every repeat answers with the version the first publish made, not an error.
    expect(new Set(answers.map((a) => a.body.version))).toEqual(new Set([after[0].version]));
  });
});

describe('publishing is idempotent when nothing was saved', () => {
  it('publishing revision 0 (the live version itself) makes no new version', async () => {
    await test.db.deleteFrom('site_drafts').where('dealer_slug', '=', 'sunshine-toyota').execute();
    const live = await createSiteDocumentsRepository(test.db).currentPublishedVersion('sunshine-toyota');
    const answers = await Promise.all(Array.from({ length: 5 }, () => call<PublishedAnswer>(publishDraft, 'sunshine-toyota', as.sunshine, { revision: 0 })));
    expect(answers.map((a) => [a.status, a.body.version])).toEqual(Array(5).fill([200, live]));
    expect(await createSiteDocumentsRepository(test.db).currentPublishedVersion('sunshine-toyota')).toBe(live);
  });
});

describe('platform admin API: sites, their addresses, dealerships and website numbers', () => {
  it('admin API: a dealer editor gets 403 and changes nothing', async () => {
    expect((await call<EditorErrorAnswer>((c, r) => listPlatformSites(c, r), '', as.sunshine)).status).toBe(403);
    const taken = await call<EditorErrorAnswer>(savePlatformSite, 'sunshine-toyota', as.sunshine, { domains: [HARBOUR_DOMAIN], dealershipIds: [101], websiteId: 11 }, 'PUT');
    expect(taken.status).toBe(403);
    expect(taken.body.error).toBe('forbidden');
    expect((await sites().bySiteKey(HARBOUR_DOMAIN))?.slug).toBe('harbour-city-motors');
  });

  it('admin API: lists every site with slug, domains, dealership ids and website id', async () => {
    const list = await call<PlatformSitesAnswer>((c, r) => listPlatformSites(c, r), '', as.admin);
    expect(list.status).toBe(200);
    expect(list.body.sites.map((s) => s.slug)).toEqual(['harbour-city-motors', 'sunshine-toyota', 'westside-used-cars']);
    expect(list.body.sites[0]).toEqual({ slug: 'harbour-city-motors', domains: [HARBOUR_DOMAIN], dealershipIds: HARBOUR_DEALERSHIPS, websiteId: HARBOUR_WEBSITE });
  });

  it('admin API: a domain already used by another site is refused with 409 naming it (unique domain)', async () => {
    const answer = await call<DomainTakenAnswer>(
      savePlatformSite,
      'sunshine-toyota',
      as.admin,
      { domains: ['sunshine-toyota.example.com', HARBOUR_DOMAIN], dealershipIds: [101], websiteId: 11 },
      'PUT',
    );
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ error: 'domain-taken', field: '/domains/1' });
    expect(answer.body.message).toMatch(/harbour-city-motors/);
    expect((await sites().bySiteKey(HARBOUR_DOMAIN))?.slug).toBe('harbour-city-motors');
  });

  it('admin API: bad input is a 400 naming the field', async () => {
    for (const [body, field] of [
      [{ domains: ['Not A Domain!'], dealershipIds: [101], websiteId: 11 }, '/domains/0'],
      [{ domains: [], dealershipIds: [], websiteId: 11 }, '/dealershipIds'],
      [{ domains: [], dealershipIds: [101], websiteId: 'eleven' }, '/websiteId'],
      [{ domains: [], dealershipIds: [101] }, '/websiteId'],
    ] as const) {
      const answer = await call<EditorErrorAnswer>(savePlatformSite, 'sunshine-toyota', as.admin, body, 'PUT');
      expect({ field, status: answer.status, answer: answer.body.field }).toEqual({ field, status: 400, answer: field });
    }
  });

  it('admin API: a slug that is no slug (a NUL, an emoji) is 404, never a database error', async () => {
    for (const slug of ['\u0000', 'sunshine-toyota\u0000', '💥']) {
      const answer = await call<EditorErrorAnswer>(savePlatformSite, slug, as.admin, { domains: [], dealershipIds: [101], websiteId: 11 }, 'PUT');
      expect({ slug, status: answer.status }).toEqual({ slug, status: 404 });
    }
  });

  it('admin API: a domain moved by the admin serves its new site at once', async () => {
    const released = await call(savePlatformSite, 'harbour-city-motors', as.admin, { domains: [], dealershipIds: HARBOUR_DEALERSHIPS, websiteId: HARBOUR_WEBSITE }, 'PUT');
    expect(released.status).toBe(200);
    const moved = await call<PlatformSiteAnswer>(savePlatformSite, 'westside-used-cars', as.admin, { domains: [HARBOUR_DOMAIN], dealershipIds: [301], websiteId: 31 }, 'PUT');
    expect(moved.status).toBe(200);
    expect((await sites().bySiteKey(HARBOUR_DOMAIN))?.slug).toBe('westside-used-cars');
  });
});
