import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../../../blocks';
import { createAjv } from '../../../../schemas/ajv';
import type { CanvasDataAnswer } from '../../../../schemas/api/canvas-block-data';
import { editorApiRoute } from '../../../../schemas/api/editor-routes';
import type { Car } from '../../../../schemas/entities/car';
import type { SiteDocument } from '../../../../schemas/site-document';
import { DEMO_MARKETERS } from '../../auth/demo-marketers';
import { createTestAuth, signedInHeaders } from '../../auth/test-support/signed-in';
import { createDataAccess } from '../../data-access';
import { createTestDatabase, type TestDatabase } from '../../db/test-database';
import { importDealerConfigs, readDealerConfigs } from '../../dealer-configs';
import { seedDemoData } from '../../seed/seed';
import { createSiteService } from '../../site-service';
import { canvasBlockData, type CanvasDataSources } from './canvas-data-api';
import type { EditorContext } from './editor-access';

const SUNSHINE = 'sunshine-toyota';
const HARBOUR = 'harbour-city-motors';
const ajv = createAjv();

let test: TestDatabase;
let context: EditorContext;
let sources: CanvasDataSources;
let sunshineEditor: Headers;
let harbourEditor: Headers;
let sunshineDraft: SiteDocument;
let harbourDealerships: number[];

const marketerOf = (slug: string) => DEMO_MARKETERS.find((m) => m.dealerSlugs.includes(slug) && m.dealerSlugs.length === 1)!.email;

/** Sunshine's site with a home page of a stock carousel and a promo card, as the editor would send it. */
function draftWithCarousel(filters: Record<string, unknown> = {}): SiteDocument {
  const carousel = { id: 'new-arrivals', type: 'stock-carousel', props: { ...registry.get('stock-carousel')!.defaults, heading: 'New arrivals', filters, limit: 4 } };
  const promo = { id: 'summer', type: 'promo-card', props: registry.get('promo-card')!.defaults };
  return { ...sunshineDraft, pages: sunshineDraft.pages.map((page) => (page.path === '/' ? { ...page, id: 'home', blocks: [carousel, promo] } : page)) } as SiteDocument;
}

beforeAll(async () => {
  test = await createTestDatabase();
  await seedDemoData(test.db, { cars: 200, now: new Date('2026-11-22T00:00:00Z') });
  await importDealerConfigs(test.db, await readDealerConfigs());
  const auth = await createTestAuth(test.db);
  context = { db: test.db, auth, registry };
  sources = { data: createDataAccess(test.db) };
  const sites = createSiteService(test.db, registry);
  sunshineDraft = (await sites.bySiteKey(SUNSHINE))!.document;
  harbourDealerships = [...(await sites.bySiteKey(HARBOUR))!.document.dealer.dealershipIds];
  sunshineEditor = await signedInHeaders(auth, marketerOf(SUNSHINE), '10.2.0.9');
  harbourEditor = await signedInHeaders(auth, marketerOf(HARBOUR), '10.2.0.10');
}, 60_000);
afterAll(() => test?.drop());

/** Asks as the canvas does, the answer held to the route's schema in schemas/api/editor-routes.ts. */
async function canvasData(slug: string, headers: Headers, body: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  const path = `/editor/api/sites/${slug}/canvas-data`;
  const request = new Request(`http://localhost:3000${path}`, {
    method: 'POST',
    headers: { ...Object.fromEntries(headers), 'content-type': 'application/json', origin: 'http://localhost:3000' },
    body: JSON.stringify(body),
  });
  const response = await canvasBlockData(context, sources, request, slug);
  const answer = (await response.json()) as Record<string, unknown>;
  const schema = editorApiRoute('POST', path)?.answers[response.status];
  expect(schema, `no schema for ${response.status}`).toBeDefined();
  expect(ajv.validate(schema!, answer), ajv.errorsText(ajv.errors)).toBe(true);
  return { status: response.status, body: answer };
}

describe(`the live canvas's block data (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('live canvas: a block’s data comes from the draft as sent, not yet saved, with the props its loader read', async () => {
    const { status, body } = await canvasData(SUNSHINE, sunshineEditor, {
      document: draftWithCarousel({ make: ['Toyota'] }),
      pageId: 'home',
      blockIds: ['new-arrivals', 'summer'],
    });
    expect(status).toBe(200);
    const [carousel, promo] = (body as CanvasDataAnswer).results;
    expect(carousel).toMatchObject({ ok: true, reads: expect.arrayContaining(['filters', 'limit']) });
    expect(carousel!.reads).not.toContain('heading');
    const { cars } = (carousel as { data: { cars: Car[] } }).data;
    // The limit of 4 is the draft's own, in no saved version.
    expect(cars).toHaveLength(4);
    expect(cars.every((car) => car.make === 'Toyota')).toBe(true);
    // A promo card has no loader: no data, nothing read.
    expect(promo).toEqual({ ok: true, data: null, reads: [] });
  });

  it('tenancy: a draft naming another dealer’s dealerships still gets its own site’s stock only', async () => {
    const document = draftWithCarousel();
    const stolen = { ...document, dealer: { ...document.dealer, dealershipIds: harbourDealerships } };
    const { body } = await canvasData(SUNSHINE, sunshineEditor, { document: stolen, pageId: 'home', blockIds: ['new-arrivals'] });
    const { cars } = ((body as CanvasDataAnswer).results[0] as { data: { cars: Car[] } }).data;
    expect(cars.length).toBeGreaterThan(0);
    for (const car of cars) expect(sunshineDraft.dealer.dealershipIds).toContain(car.dealership_id);
  });

  it('a block no longer on the page is said to be gone; the rest are answered', async () => {
    const { body } = await canvasData(SUNSHINE, sunshineEditor, { document: draftWithCarousel(), pageId: 'home', blockIds: ['removed-block', 'summer'] });
    expect((body as CanvasDataAnswer).results).toEqual([
      { ok: false, reads: [], message: 'This block is not on the page any more.' },
      { ok: true, data: null, reads: [] },
    ]);
  });

  it('access: another dealer’s marketer is refused (403), a stranger must sign in (401)', async () => {
    const body = { document: draftWithCarousel(), pageId: 'home', blockIds: ['new-arrivals'] };
    expect((await canvasData(SUNSHINE, harbourEditor, body)).status).toBe(403);
    expect((await canvasData(SUNSHINE, new Headers({ host: 'localhost:3000' }), body)).status).toBe(401);
  });

  it('bad input: each gets a 400 naming the field, never a 500', async () => {
    const document = draftWithCarousel();
    const cases: [unknown, string][] = [
      [{ document, pageId: 'home', blockIds: ['no spaces allowed'] }, '/blockIds/0'],
      [{ document, pageId: 'home', blockIds: Array.from({ length: 501 }, (_, i) => `b${i}`) }, '/blockIds'],
      [{ document, pageId: 'nowhere', blockIds: [] }, '/pageId'],
      [{ document: { pages: 'none' }, pageId: 'home', blockIds: [] }, '/document'],
      [{ document, blockIds: [] }, '/pageId'],
    ];
    for (const [body, field] of cases) {
      const answer = await canvasData(SUNSHINE, sunshineEditor, body);
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
      expect(answer.body.field).toBe(field);
    }
  });
});
