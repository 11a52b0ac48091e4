import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../../../blocks';
import { PREVIEW_HOST_SITE_HEADER } from '../../../tenancy/site-address';
import { createDataAccess } from '../../data-access';
import { createTestDatabase, type TestDatabase } from '../../db/test-database';
import { importDealerConfigs, readDealerConfigs } from '../../dealer-configs';
import { INVALID_SEARCH } from '../../search/http';
import { seedDemoData } from '../../seed/seed';
import { createDatabaseMediaStore } from '../../media/database-media-store';
import { testPicture } from '../../media/test-support/test-pictures';
import { createDraftsRepository } from '../drafts';
import { createPreviewLinks } from '../preview-links';
import {
  PREVIEW_LINK_GONE,
  type PreviewApiContext,
  previewNearestLocations,
  previewSavedCars,
  previewSearchGet,
  previewSearchPost,
  previewUploadedPicture,
  previewWatchlist,
} from './preview-site-api';

/**
 * What a shared preview's islands read: the search, nearest locations, saved
 * cars and library pictures of the draft's dealer, at /preview/{token}/…,
 * for someone without an editor account; refused as the preview page is
 * (404) once the link is stopped or for another dealer's host.
 */
let test: TestDatabase;
let context: PreviewApiContext;
let token: string;
let pictureId: string;
const SLUG = 'harbour-city-motors';
const NO_SUCH_TOKEN = 'A'.repeat(43);
const at = (path: string, init?: RequestInit) => new Request(`http://localhost/preview/${token}${path}`, init);
const postJson = (path: string, body: unknown) =>
  at(path, { method: 'POST', headers: { 'content-type': 'application/json', host: 'localhost', origin: 'http://localhost' }, body: JSON.stringify(body) });

beforeAll(async () => {
  test = await createTestDatabase();
  await seedDemoData(test.db, { cars: 300, now: new Date() });
  await importDealerConfigs(test.db, await readDealerConfigs());
  context = { db: test.db, data: createDataAccess(test.db), registry };
  const draft = (await createDraftsRepository(test.db).load(SLUG))!;
  const made = await createPreviewLinks(test.db).create(SLUG, draft.revision, 'marketing@harbour-city-motors.example', new Date());
  if (made.outcome !== 'created') throw new Error('no link');
  token = made.link.path.split('/')[2];
  const picture = await createDatabaseMediaStore(test.db).put(SLUG, {
    bytes: await testPicture('jpeg', 320, 200),
    contentType: 'image/jpeg',
    width: 320,
    height: 200,
    alt: 'The showroom',
    fileName: 'showroom.jpg',
    uploadedBy: 'marketing@harbour-city-motors.example',
  });
  pictureId = picture.id;
}, 120_000);

afterAll(async () => {
  await test?.drop();
});

describe('a shared preview reads as the site does', () => {
  it("searches the dealer's stock by query string and by body", async () => {
    const byQuery = await previewSearchGet(context, at('/api/search?sortBy=price_asc'), token);
    expect(byQuery.status).toBe(200);
    const found = (await byQuery.json()) as { count: number };
    expect(found.count).toBeGreaterThan(0);

    const byBody = await previewSearchPost(context, postJson('/api/search', { query: '', hitsPerPage: 3 }), token);
    expect(byBody.status).toBe(200);
    expect(((await byBody.json()) as { hits: unknown[] }).hits).toHaveLength(3);
  });

  it('answers a bad search 400 naming the field, as the site does', async () => {
    const answer = await previewSearchPost(context, postJson('/api/search', { hitsPerPage: 'lots' }), token);
    expect(answer.status).toBe(400);
    const body = (await answer.json()) as { error: string; fields: { field: string }[] };
    expect(body.error).toBe(INVALID_SEARCH);
    expect(body.fields.map(({ field }) => field)).toContain('/hitsPerPage');
  });

  it("lists the dealer's locations nearest a postcode, and refuses a postcode that is not 4 digits (spec detail §8)", async () => {
    expect((await previewNearestLocations(context, at('/api/nearest-locations?postcode=4558'), token)).status).toBe(200);
    const refused = await previewNearestLocations(context, at('/api/nearest-locations?postcode=45'), token);
    expect(refused.status).toBe(400);
  });

  it("gives saved cars of the dealer's stock, and 400 for a list that is no ids", async () => {
    const search = (await (await previewSearchGet(context, at('/api/search'), token)).json()) as { hits: { id: number }[] };
    const id = search.hits[0].id;
    const saved = await previewSavedCars(context, at(`/api/saved-cars?ids=${id}`), token);
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as { cars: { id: number }[] }).cars.map((car) => car.id)).toEqual([id]);
    expect((await previewSavedCars(context, at('/api/saved-cars?ids=x'), token)).status).toBe(400);
  });

  it('has nobody signed in to a watchlist', async () => {
    const answer = await previewWatchlist(context, at('/api/watchlist'), token);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ phone_number: null, items: [] });
  });

  it("serves the dealer's library pictures, resized", async () => {
    const picture = await previewUploadedPicture(context, at(`/uploads/${pictureId}?w=160`), token, pictureId);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toMatch(/^image\//);
  });
});

describe('a preview read refused', () => {
  it('is a 404 naming the link for a token no link has', async () => {
    for (const answer of [
      await previewSearchGet(context, at('/api/search'), NO_SUCH_TOKEN),
      await previewNearestLocations(context, at('/api/nearest-locations?postcode=4558'), NO_SUCH_TOKEN),
      await previewSavedCars(context, at('/api/saved-cars?ids=1'), NO_SUCH_TOKEN),
      await previewWatchlist(context, at('/api/watchlist'), NO_SUCH_TOKEN),
      await previewUploadedPicture(context, at(`/uploads/${pictureId}`), NO_SUCH_TOKEN, pictureId),
    ]) {
      expect(answer.status).toBe(404);
      expect(await answer.json()).toEqual({ error: PREVIEW_LINK_GONE, fields: [] });
    }
  });

  it("is a 404 on another dealer's host, and answers on the dealer's own", async () => {
    const onHost = (key: string) => new Request(`http://localhost/preview/${token}/api/search`, { headers: { [PREVIEW_HOST_SITE_HEADER]: key } });
    expect((await previewSearchGet(context, onHost('westside-used-cars'), token)).status).toBe(404);
    expect((await previewSearchGet(context, onHost(SLUG), token)).status).toBe(200);
  });
});
