import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import { createPostgresPool, databaseSettingsFromEnv, PGLITE_EXTENSIONS } from './connection';
import { MIGRATION_LOCK_ID, migrate } from './migrate';
import { PGliteDialect } from './pglite-dialect';
import type { Database } from './types';

export interface TestDatabase {
  db: Kysely<Database>;
  engine: 'pglite' | 'postgresql';
  drop: () => Promise<void>;
}

/**
 * A migrated database of a test file's own: an in-memory PGlite, or, when
 * DATABASE_URL is set, a fresh schema on that server dropped afterwards, so
 * the suite runs unchanged against both engines.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const { databaseUrl } = databaseSettingsFromEnv();
  if (!databaseUrl) {
    const db = new Kysely<Database>({ dialect: new PGliteDialect(new PGlite({ extensions: PGLITE_EXTENSIONS })) });
    await migrate(db);
    return { db, engine: 'pglite', drop: () => db.destroy() };
  }
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = createPostgresPool(databaseUrl, { max: 1 });
  // An extension belongs to one schema per database. Created in a test's own
  // schema it would vanish with that schema (and its indexes elsewhere), so
  // it lives in public, which every test schema has on its search path. The
  // lock keeps test files starting together from creating it twice.
  await admin.query(`begin; select pg_advisory_xact_lock(${MIGRATION_LOCK_ID}); create extension if not exists pg_trgm with schema public; commit`);
  await admin.query(`create schema ${schema}`);
  const searchPath = `${schema},public`;
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: createPostgresPool(databaseUrl, { searchPath, max: 4 }) }) });
  await migrate(db);
  return {
    db,
    engine: 'postgresql',
    drop: async () => {
      await db.destroy();
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    },
  };
}
