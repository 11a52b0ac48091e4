import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import { createPostgresPool, databaseSettingsFromEnv, PGLITE_EXTENSIONS } from './connection';
import { migrate } from './migrate';
import { PGliteDialect } from './pglite-dialect';
import type { Database } from './types';

export interface TestDatabase {
  db: Kysely<Database>;
  engine: 'pglite' | 'postgresql';
  /**
   * Another app server's connection to the same database: a pool of its own
   * on PostgreSQL. PGlite admits one opener, so there it is `db` again.
   */
  openAnother: () => Kysely<Database>;
  drop: () => Promise<void>;
}

/** Keeps test files starting together from creating the extension twice. Any fixed number will do. */
const EXTENSION_LOCK_ID = 7_271_826_001;

/**
 * A migrated database of a test file's own: an in-memory PGlite, or, when
 * DATABASE_URL is set, a fresh schema on that server dropped afterwards, so
 * the suite runs unchanged against both engines. `migrated: false` leaves
 * it empty, for the migrations' own tests.
 */
export async function createTestDatabase({ migrated = true }: { migrated?: boolean } = {}): Promise<TestDatabase> {
  const { databaseUrl } = databaseSettingsFromEnv();
  if (!databaseUrl) {
    const db = new Kysely<Database>({ dialect: new PGliteDialect(new PGlite({ extensions: PGLITE_EXTENSIONS })) });
    if (migrated) await migrate(db);
    return { db, engine: 'pglite', openAnother: () => db, drop: () => db.destroy() };
  }
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = createPostgresPool(databaseUrl, { max: 1 });
  // An extension belongs to one schema per database. Created in a test's own
  // schema it would vanish with that schema (and its indexes elsewhere), so
  // it lives in public, which every test schema has on its search path.
  await admin.query(`begin; select pg_advisory_xact_lock(${EXTENSION_LOCK_ID}); create extension if not exists pg_trgm with schema public; commit`);
  await admin.query(`create schema ${schema}`);
  const searchPath = `${schema},public`;
  const open = () => new Kysely<Database>({ dialect: new PostgresDialect({ pool: createPostgresPool(databaseUrl, { searchPath, max: 4 }) }) });
  const db = open();
  const others: Kysely<Database>[] = [];
  if (migrated) await migrate(db);
  return {
    db,
    engine: 'postgresql',
    openAnother: () => {
      const other = open();
      others.push(other);
      return other;
    },
    drop: async () => {
      await Promise.all([db, ...others].map((each) => each.destroy()));
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    },
  };
}
