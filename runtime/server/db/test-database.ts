import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import { createPostgresPool, databaseSettingsFromEnv } from './connection';
import { migrate } from './migrate';
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
    const db = new Kysely<Database>({ dialect: new PGliteDialect(new PGlite()) });
    await migrate(db);
    return { db, engine: 'pglite', drop: () => db.destroy() };
  }
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = createPostgresPool(databaseUrl, { max: 1 });
  await admin.query(`create schema ${schema}`);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: createPostgresPool(databaseUrl, { searchPath: schema, max: 4 }) }) });
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

