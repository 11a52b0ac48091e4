import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../../blocks';
import { createDataAccess } from '../data-access';
import { createTestDatabase, type TestDatabase } from '../db/test-database';
import { importDealerConfigs, readDealerConfigs } from '../dealer-configs';
import { createPlatformSitesRepository } from '../repositories/platform-sites';
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

const open = (path: string, now = MADE_AT, withToken = token, hostSiteKey?: string) =>
  previewedPage(test.db, registry, createDataAccess(test.db), withToken, path, now, hostSiteKey);

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

  it("opens on its own dealer's host only: another dealer's host, by slug or domain, gets nothing", async () => {
    const own = (await createPlatformSitesRepository(test.db).get(SLUG))!;
    expect(await open('/', MADE_AT, token, SLUG)).toBeDefined();
    expect(own.domains).toContain('harbour-city-motors.example.com');
    for (const domain of own.domains) expect(await open('/', MADE_AT, token, domain)).toBeDefined();
    expect(await open('/', MADE_AT, token, 'westside-used-cars')).toBeUndefined();
    expect(await open('/', MADE_AT, token, 'www.someone-else.example')).toBeUndefined();
  });

  it('shows the stock the platform gives the dealer now, whatever the draft said when the link was made', async () => {
    const platform = createPlatformSitesRepository(test.db);
    const own = (await platform.get(SLUG))!;
    const moved = { ...own, dealershipIds: own.dealershipIds.slice(0, 1) };
    expect((await platform.save(moved, 'admin@dealer-sites.example')).saved).toBe(true);
    try {
      expect((await open('/'))?.document.dealer.dealershipIds).toEqual(moved.dealershipIds);
    } finally {
      await platform.save(own, 'admin@dealer-sites.example');
    }
  });
});
