import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from './migrate';
import { MIGRATIONS, type Migration } from './migrations';
import { createTestDatabase, type TestDatabase } from './test-database';
import type { Database } from './types';

const ALL_NAMES = MIGRATIONS.map((migration) => migration.name);
/** Fails if it ever runs: stands in for a migration that must not run again. */
const MUST_NOT_RUN = 'select 1 / 0';

/** Sorted here, not in SQL: the server's collation would put `car_views` and `cars` either way round. */
async function tableNames(db: Kysely<Database>): Promise<string[]> {
  const { rows } = await sql<{ table_name: string }>`select table_name from information_schema.tables where table_schema = current_schema()`.execute(db);
  return rows.map((row) => row.table_name).sort();
}

async function recordedNames(db: Kysely<Database>): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
  return rows.map((row) => row.name);
}

/** What the hand-written runner before Kysely's Migrator did: one transaction per migration, its name in schema_migrations. */
async function migrateLikeTheHandWrittenRunner(db: Kysely<Database>, migrations: readonly Migration[]): Promise<void> {
  await sql`create table schema_migrations (name text primary key, applied_at timestamptz not null default now())`.execute(db);
  for (const migration of migrations) {
    await db.transaction().execute(async (trx) => {
      await sql.raw(migration.sql).execute(trx);
      await sql`insert into schema_migrations (name) values (${migration.name})`.execute(trx);
    });
  }
}

describe(`migrations (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  describe('on a fresh database', () => {
    let test: TestDatabase;
    const anotherApp = `another_app_${process.pid}`;
    beforeAll(async () => {
      test = await createTestDatabase({ migrated: false });
      // Another schema of the same database that Kysely migrates too.
      await sql`create schema ${sql.id(anotherApp)}`.execute(test.db);
      await sql`create table ${sql.id(anotherApp, 'kysely_migration')} (name varchar(255) primary key, timestamp varchar(255) not null)`.execute(test.db);
    });
    afterAll(async () => {
      await sql`drop schema ${sql.id(anotherApp)} cascade`.execute(test.db);
      await test.drop();
    });

    it("are all applied, in order, and recorded in this schema, not in another schema's Kysely tables", async () => {
      expect(await migrate(test.db)).toEqual(ALL_NAMES);
      expect(await recordedNames(test.db)).toEqual(ALL_NAMES);
      expect(await tableNames(test.db)).toEqual([
        'account',
        'attempt_counts',
        'brand_templates',
        'car_views',
        'cars',
        'dealerships',
        'demo_seeding',
        'kysely_migration',
        'kysely_migration_lock',
        'lead_deliveries',
        'leads',
        'local_mailbox',
        'locations',
        'locations_version',
        'marketer_dealers',
        'media',
        'phone_reveals',
        'platform_sites',
        'preview_links',
        'rateLimit',
        'reservation_version',
        'reservations',
        'reviews',
        'scheduled_publishes',
        'session',
        'site_documents',
        'site_domains',
        'site_drafts',
        'site_lookup_version',
        'spent_spam_checks',
        'stock_changes',
        'stock_version',
        'trade_ins',
        'user',
        'verification',
        'watchlist',
      ]);
    });

    it('apply nothing on a second run', async () => {
      expect(await migrate(test.db)).toEqual([]);
      expect(await recordedNames(test.db)).toEqual(ALL_NAMES);
    });

    it('refuse a list out of the order of its names, which is the order Kysely runs them in', async () => {
      const swapped = { name: '0000_listed_last', sql: MUST_NOT_RUN };
      await expect(migrate(test.db, [...MIGRATIONS, swapped])).rejects.toThrow(/0000_listed_last is listed after/);
      expect(await recordedNames(test.db)).toEqual(ALL_NAMES);
    });

    it('roll a failing run back whole, and a later run applies it', async () => {
      const good = { name: '9998_good', sql: 'create table good_one (id int)' };
      const broken = { name: '9999_broken', sql: 'create table half_done (id int); select * from no_such_table;' };
      await expect(migrate(test.db, [...MIGRATIONS, good, broken])).rejects.toThrow(/9999_broken/);
      // PostgreSQL's transactional DDL: the run is one transaction, so the good migration before the broken one is gone too.
      expect(await tableNames(test.db)).not.toEqual(expect.arrayContaining(['good_one']));
      expect(await tableNames(test.db)).not.toEqual(expect.arrayContaining(['half_done']));
      expect(await recordedNames(test.db)).toEqual(ALL_NAMES);

      const mended = { name: '9999_broken', sql: 'create table half_done (id int)' };
      expect(await migrate(test.db, [...MIGRATIONS, good, mended])).toEqual(['9998_good', '9999_broken']);
      expect(await tableNames(test.db)).toEqual(expect.arrayContaining(['good_one', 'half_done']));
    });
  });

  it('apply each migration once when two app servers start together', async () => {
    const test = await createTestDatabase({ migrated: false });
    try {
      const applied = await Promise.all([migrate(test.db), migrate(test.openAnother())]);
      expect(applied.flat().sort()).toEqual(ALL_NAMES);
      expect(await recordedNames(test.db)).toEqual(ALL_NAMES);
    } finally {
      await test.drop();
    }
  });

  it('adopt a database the hand-written runner migrated, running none of its migrations again', async () => {
    const test = await createTestDatabase({ migrated: false });
    try {
      const alreadyApplied = MIGRATIONS.slice(0, 5);
      await migrateLikeTheHandWrittenRunner(test.db, alreadyApplied);
      await sql`insert into dealerships (id, slug, name) values (1, 'kept', 'Kept Motors')`.execute(test.db);

      const trapped = MIGRATIONS.map((migration, index) => (index < alreadyApplied.length ? { ...migration, sql: MUST_NOT_RUN } : migration));
      const applied = await Promise.all([migrate(test.db, trapped), migrate(test.openAnother(), trapped)]);
      expect(applied.flat().sort()).toEqual(ALL_NAMES.slice(alreadyApplied.length));

      expect(await recordedNames(test.db)).toEqual(ALL_NAMES);
      expect(await tableNames(test.db)).not.toEqual(expect.arrayContaining(['schema_migrations']));
      expect(await test.db.selectFrom('dealerships').select('slug').execute()).toEqual([{ slug: 'kept' }]);
      expect(await migrate(test.db)).toEqual([]);
    } finally {
      await test.drop();
    }
  });
});
