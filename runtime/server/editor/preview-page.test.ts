import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../../blocks';
import { createDataAccess } from '../data-access';
import { createTestDatabase, type TestDatabase } from '../db/test-database';
import { importDealerConfigs, readDealerConfigs } from '../dealer-configs';
import { createDraftsRepository } from './drafts';
import { createPreviewLinks, PREVIEW_LINK_LIFETIME_HOURS } from './preview-links';
import { previewedPage } from './preview-page';

let test: TestDatabase;
const SLUG = 'harbour-city-motors';
const MADE_AT = new Date('2026-11-27T02:00:00Z');
const EXPIRES_AT = new Date(MADE_AT.getTime() + PREVIEW_LINK_LIFETIME_HOURS * 3_600_000);
let token: string;

beforeAll(async () => {
  test = await createTestDatabase();
  await importDealerConfigs(test.db, await readDealerConfigs());
  const drafts = createDraftsRepository(test.db);
  const draft = (await drafts.load(SLUG))!;
  const document = structuredClone(draft.document);
  (document.pages as { path: string; title: string }[]).find((page) => page.path === '/')!.title = 'Previewed home';
  const saved = await drafts.save(SLUG, document, draft.revision, 'marketing@harbour-city-motors.example');
  if (!saved.saved) throw new Error('not saved');
  const made = await createPreviewLinks(test.db).create(SLUG, saved.revision, 'marketing@harbour-city-motors.example', MADE_AT);
  if (made.outcome !== 'created') throw new Error('no link');
  token = made.link.path.split('/')[2];
}, 60_000);

afterAll(async () => {
  await test?.drop();
});

const open = (path: string, now = MADE_AT, withToken = token) => previewedPage(test.db, registry, createDataAccess(test.db), withToken, path, now);

describe('the page a preview link opens', () => {
  it('is the draft’s page at the address, as the draft was when the link was made, until the link expires', async () => {
    const home = await open('/');
    expect(home?.page.title).toBe('Previewed home');
    expect(home?.document.dealer.slug).toBe(SLUG);
    expect(home?.expiresAt).toBe(EXPIRES_AT.toISOString());
    expect(await open('/', new Date(EXPIRES_AT.getTime() - 1))).toBeDefined();
    expect(await open('/', EXPIRES_AT)).toBeUndefined();
  });

  it('is nothing (a 404) for a page, or a car, the draft does not have, or a token no link has', async () => {
    expect(await open('/no-such-page-here')).toBeUndefined();
    expect(await open('/cars/no-such-car')).toBeUndefined();
    expect(await open('/blog/no-such-category')).toBeUndefined();
    expect(await open('/', MADE_AT, 'A'.repeat(43))).toBeUndefined();
    expect(await open('/', MADE_AT, '')).toBeUndefined();
  });
});
