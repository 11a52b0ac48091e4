import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from './migrate';
import { MIGRATIONS } from './migrations';
import { createTestDatabase, type TestDatabase } from './test-database';

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(() => test.drop());

describe(`migrations (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('have created every table', async () => {
    const { rows } = await sql<{ table_name: string }>`
      select table_name from information_schema.tables where table_schema = current_schema() order by table_name`.execute(test.db);
    expect(rows.map((r) => r.table_name)).toEqual([
      'account',
      'attempt_counts',
      'brand_templates',
      'cars',
      'dealerships',
      'demo_seeding',
      'locations',
      'marketer_dealers',
      'phone_reveals',
      'platform_sites',
      'rateLimit',
      'reviews',
      'schema_migrations',
      'session',
      'site_documents',
      'site_domains',
      'site_drafts',
      'stock_version',
      'user',
      'verification',
      'watchlist',
    ]);
  });

  it('are recorded, and running them again changes nothing', async () => {
    const recorded = await test.db.selectFrom('schema_migrations').select('name').execute();
    expect(recorded.map((r) => r.name)).toEqual(MIGRATIONS.map((m) => m.name));
    expect(await migrate(test.db)).toEqual([]);
  });

  it('roll back a failing migration whole, so the next start retries it', async () => {
    const broken = { name: '9999_broken', sql: 'create table half_done (id int); select * from no_such_table;' };
    await expect(migrate(test.db, [...MIGRATIONS, broken])).rejects.toThrow();
    const { rows } = await sql`select 1 from information_schema.tables where table_schema = current_schema() and table_name = 'half_done'`.execute(test.db);
    expect(rows).toEqual([]);
    const recorded = await test.db.selectFrom('schema_migrations').select('name').where('name', '=', '9999_broken').execute();
    expect(recorded).toEqual([]);
  });
});
