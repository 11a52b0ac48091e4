import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../blocks';
import { createTestDatabase, type TestDatabase } from './db/test-database';
import { importDealerConfigs, readDealerConfigs, type DealerConfigs } from './dealer-configs';
import { createPlatformSitesRepository } from './repositories/platform-sites';
import { createSiteService } from './site-service';
import { countingStatements } from './db/test-support/statement-counter';
import { readStockVersions } from './search/stock-version';

let test: TestDatabase;
let configs: DealerConfigs;

beforeAll(async () => {
  test = await createTestDatabase();
  configs = await readDealerConfigs();
});
afterAll(() => test.drop());

describe(`site documents in the database (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('publishes every dealer file once, and again only when its text changes', async () => {
    expect((await importDealerConfigs(test.db, configs)).sort()).toEqual(['harbour-city-motors', 'sunshine-toyota', 'westside-used-cars']);
    expect(await importDealerConfigs(test.db, configs)).toEqual([]);
    const changed: DealerConfigs = {
      ...configs,
      dealers: configs.dealers.map((d) => (d.slug === 'westside-used-cars' ? { ...d, hash: 'changed', document: { ...d.document, texts: { noPrice: 'Ring us' } } } : d)),
    };
    expect(await importDealerConfigs(test.db, changed)).toEqual(['westside-used-cars']);
    const versions = await test.db.selectFrom('site_documents').select(['dealer_slug', 'version']).where('dealer_slug', '=', 'westside-used-cars').orderBy('version').execute();
    expect(versions.map((v) => v.version)).toEqual([1, 2]);
  });

  it('finds a site by slug or by any of its domains, merged over its template', async () => {
    const sites = createSiteService(test.db, registry);
    const bySlug = await sites.bySiteKey('sunshine-toyota');
    const byDomain = await sites.bySiteKey('www.sunshinecoasttoyota.example.com');
    expect(bySlug?.slug).toBe('sunshine-toyota');
    expect(byDomain?.slug).toBe('sunshine-toyota');
    expect(bySlug?.errors).toEqual([]);
    expect(bySlug?.document.theme.primaryColor).toBe('toyotaRed');
    expect(await sites.bySiteKey('nobody.example.org')).toBeUndefined();
  });

  it('serves the newest published version and picks up a new one without a restart', async () => {
    const sites = createSiteService(test.db, registry);
    const before = await sites.bySiteKey('westside-used-cars');
    expect(before?.document.texts.noPrice).toBe('Ring us');
    // Kept per version: the same resolved document, not read and merged again.
    expect((await sites.bySiteKey('westside-used-cars'))?.document).toBe(before?.document);
    const original = configs.dealers.find((d) => d.slug === 'westside-used-cars')!;
    await importDealerConfigs(test.db, { ...configs, dealers: [{ ...original, hash: 'third' }] });
    const after = await sites.bySiteKey('westside-used-cars');
    expect(after?.version).toBe(3);
    expect(after?.document.texts.noPrice).toBe('Enquire for price.');
  });

  it('asks the database one statement a request once the live version is resolved (site and version together)', async () => {
    const counted = countingStatements(test.db);
    const sites = createSiteService(counted.db, registry);
    await sites.bySiteKey('sunshine-toyota');
    counted.reset();
    expect((await sites.bySiteKey('www.sunshinecoasttoyota.example.com'))?.slug).toBe('sunshine-toyota');
    expect(counted.count()).toBe(1);
  });

  it("reads the stock's versions in that same statement, so a search over HTTP needs none of its own", async () => {
    const sites = createSiteService(test.db, registry);
    const before = await sites.bySiteKey('sunshine-toyota');
    expect(before?.stockVersions).toEqual(await readStockVersions(test.db));
    await sql`update stock_version set version = version + 1`.execute(test.db);
    await sql`update reservation_version set version = version + 1`.execute(test.db);
    const after = await sites.bySiteKey('sunshine-toyota');
    expect(after?.stockVersions).toEqual({ stock: before!.stockVersions!.stock + 1, holds: before!.stockVersions!.holds + 1 });
    // The kept site is shared by every request; each gets its own versions.
    expect(before?.stockVersions).not.toEqual(after?.stockVersions);
  });

  it('a site the platform knows but has never published answers nothing, and a removed domain stops serving at once', async () => {
    const sites = createSiteService(test.db, registry);
    await createPlatformSitesRepository(test.db).save({ slug: 'unpublished-motors', domains: ['unpublished.example.com'], dealershipIds: [999], websiteId: 999 }, 'test');
    expect(await sites.bySiteKey('unpublished-motors')).toBeUndefined();
    expect(await sites.bySiteKey('unpublished.example.com')).toBeUndefined();
    const platform = createPlatformSitesRepository(test.db);
    const sunshine = (await platform.get('sunshine-toyota'))!;
    await platform.save({ ...sunshine, domains: ['sunshine-toyota.example.com'] }, 'test');
    expect(await sites.bySiteKey('www.sunshinecoasttoyota.example.com')).toBeUndefined();
    expect((await sites.bySiteKey('sunshine-toyota.example.com'))?.document.dealer.domains).toEqual(['sunshine-toyota.example.com']);
    await platform.save(sunshine, 'test');
  });

  it("lists the published sites for the platform's front page", async () => {
    const list = await createSiteService(test.db, registry).list();
    expect(list.map((s) => s.slug)).toEqual(['harbour-city-motors', 'sunshine-toyota', 'westside-used-cars']);
    expect(list[1]).toEqual({ slug: 'sunshine-toyota', name: 'Sunshine Coast Toyota', domains: ['sunshine-toyota.example.com', 'www.sunshinecoasttoyota.example.com'] });
  });
});
