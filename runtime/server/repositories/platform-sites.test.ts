import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../db/test-database';
import { countingStatements } from '../db/test-support/statement-counter';
import { versionsBell } from '../db/versions-bell';
import { createPlatformSitesRepository, type PlatformSite } from './platform-sites';

let test: TestDatabase;

const HARBOUR: PlatformSite = { slug: 'harbour', domains: ['harbour.example.com'], dealershipIds: [7], websiteId: 70 };

async function publish(slug: string, version: number): Promise<void> {
  await test.db
    .insertInto('site_documents')
    .values({ dealer_slug: slug, version, status: 'published', document: JSON.stringify({}), source: 'editor', source_hash: null, created_by: 'test' })
    .execute();
}

beforeAll(async () => {
  test = await createTestDatabase();
  await createPlatformSitesRepository(test.db).save(HARBOUR, 'test');
  await publish('harbour', 1);
});
afterAll(() => test.drop());

describe(`a request's site lookup, kept per app server (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('asks a key seen before with one statement that reads the versions only', async () => {
    const counted = countingStatements(test.db);
    const sites = createPlatformSitesRepository(counted.db);
    const first = await sites.liveSiteForKey('harbour.example.com');
    expect(first).toMatchObject({ site: HARBOUR, version: 1 });
    counted.reset();
    // A domain added behind the version's back is not seen: the answer is the kept one.
    await sql`alter table site_domains disable trigger site_domains_lookup_version`.execute(test.db);
    try {
      await test.db.insertInto('site_domains').values({ domain: 'unseen.example.com', site_slug: 'harbour' }).execute();
      expect(await sites.liveSiteForKey('harbour.example.com')).toEqual(first);
      expect(counted.count()).toBe(1);
    } finally {
      await test.db.deleteFrom('site_domains').where('domain', '=', 'unseen.example.com').execute();
      await sql`alter table site_domains enable trigger site_domains_lookup_version`.execute(test.db);
    }
  });

  it('sees a publish made through another app server at the next request', async () => {
    const thisServer = createPlatformSitesRepository(test.db);
    expect((await thisServer.liveSiteForKey('harbour'))?.version).toBe(1);
    await publish('harbour', 2);
    expect((await thisServer.liveSiteForKey('harbour'))?.version).toBe(2);
  });

  it('sees a domain moved at once: the old one stops, the new one answers, though both were asked before', async () => {
    const thisServer = createPlatformSitesRepository(test.db);
    const otherServer = createPlatformSitesRepository(test.db);
    expect((await thisServer.liveSiteForKey('harbour.example.com'))?.site.slug).toBe('harbour');
    expect(await thisServer.liveSiteForKey('harbourcity.example.com')).toBeUndefined();
    await otherServer.save({ ...HARBOUR, domains: ['harbourcity.example.com'] }, 'admin');
    expect(await thisServer.liveSiteForKey('harbour.example.com')).toBeUndefined();
    expect((await thisServer.liveSiteForKey('harbourcity.example.com'))?.site.domains).toEqual(['harbourcity.example.com']);
    await otherServer.save(HARBOUR, 'admin');
    expect((await thisServer.liveSiteForKey('harbour.example.com'))?.site.domains).toEqual(['harbour.example.com']);
  });

  it('sees a change of the platform record (its dealerships) at once', async () => {
    const thisServer = createPlatformSitesRepository(test.db);
    expect((await thisServer.liveSiteForKey('harbour'))?.site.dealershipIds).toEqual([7]);
    await test.db
      .updateTable('platform_sites')
      .set({ dealership_ids: [7, 8] })
      .where('slug', '=', 'harbour')
      .execute();
    expect((await thisServer.liveSiteForKey('harbour'))?.site.dealershipIds).toEqual([7, 8]);
    await test.db
      .updateTable('platform_sites')
      .set({ dealership_ids: [7] })
      .where('slug', '=', 'harbour')
      .execute();
  });

  it('gives each answer the stock versions as of that request, kept lookup or not', async () => {
    const thisServer = createPlatformSitesRepository(test.db);
    const before = (await thisServer.liveSiteForKey('harbour'))!.stockVersions;
    await sql`update stock_version set version = version + 1`.execute(test.db);
    await sql`update reservation_version set version = version + 1`.execute(test.db);
    expect((await thisServer.liveSiteForKey('harbour'))?.stockVersions).toEqual({ stock: before.stock + 1, holds: before.holds + 1 });
  });

  it('on the embedded database, asks again only after its bell has rung; over PostgreSQL, at every request', async () => {
    const WESTSIDE: PlatformSite = { slug: 'westside', domains: [], dealershipIds: [9], websiteId: 90 };
    const thisServer = createPlatformSitesRepository(test.db);
    await thisServer.save(WESTSIDE, 'test');
    await publish('westside', 1);
    const embedded = test.engine === 'pglite';
    if (embedded) await vi.waitFor(() => expect(versionsBell(test.db)?.heard()).toBeTypeOf('number'));
    expect((await thisServer.liveSiteForKey('westside'))?.version).toBe(1);
    expect((await thisServer.liveSiteForKey('westside'))?.version).toBe(1);
    // A publish that moves the lookup's version without ringing: only a server that reads the versions sees it.
    await sql`alter table site_lookup_version disable trigger site_lookup_version_moved`.execute(test.db);
    try {
      await publish('westside', 2);
      expect((await thisServer.liveSiteForKey('westside'))?.version).toBe(embedded ? 1 : 2);
    } finally {
      await sql`alter table site_lookup_version enable trigger site_lookup_version_moved`.execute(test.db);
    }
    await publish('westside', 3);
    expect((await thisServer.liveSiteForKey('westside'))?.version).toBe(3);
  });
});
