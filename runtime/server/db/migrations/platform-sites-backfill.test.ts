import { PGlite } from '@electric-sql/pglite';
import { Kysely, sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { PGLITE_EXTENSIONS } from '../connection';
import { migrate } from '../migrate';
import { PGliteDialect } from '../pglite-dialect';
import type { Database } from '../types';
import { MIGRATIONS } from './index';

const db = new Kysely<Database>({ dialect: new PGliteDialect(new PGlite({ extensions: PGLITE_EXTENSIONS })) });
afterAll(() => db.destroy());

const dealer = (slug: string, domains: string[], dealershipIds: number[], websiteId: number) => JSON.stringify({ dealer: { slug, domains, dealershipIds, websiteId } });

describe('migration 0007: a database from before the platform table', () => {
  it("fills the platform's table from each site's current published version, one site per domain", async () => {
    const before = MIGRATIONS.findIndex((m) => m.name === '0007_platform_sites');
    await migrate(db, MIGRATIONS.slice(0, before));
    await sql`
      insert into site_documents (dealer_slug, version, status, document, source) values
        ('alpha', 1, 'published', ${dealer('alpha', ['old.example.com'], [1], 10)}::jsonb, 'file'),
        ('alpha', 2, 'published', ${dealer('alpha', ['alpha.example.com', 'shared.example.com'], [1, 2], 10)}::jsonb, 'editor'),
        ('alpha', 3, 'draft', ${dealer('alpha', ['draft.example.com'], [9], 99)}::jsonb, 'editor'),
        ('bravo', 1, 'published', ${dealer('bravo', ['shared.example.com', 'bravo.example.com'], [3], 20)}::jsonb, 'file')
    `.execute(db);
    await migrate(db);
    const sites = await db.selectFrom('platform_sites').select(['slug', 'dealership_ids', 'website_id']).orderBy('slug').execute();
    expect(sites).toEqual([
      { slug: 'alpha', dealership_ids: [1, 2], website_id: 10 },
      { slug: 'bravo', dealership_ids: [3], website_id: 20 },
    ]);
    const domains = await db.selectFrom('site_domains').select(['domain', 'site_slug']).orderBy('domain').execute();
    expect(domains).toEqual([
      { domain: 'alpha.example.com', site_slug: 'alpha' },
      { domain: 'bravo.example.com', site_slug: 'bravo' },
      { domain: 'shared.example.com', site_slug: 'alpha' },
    ]);
  });
});
