import { createHash, randomBytes } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import { createPostgresPool, databaseSettingsFromEnv, PGLITE_EXTENSIONS } from './connection';
import { migrate } from './migrate';
import { MIGRATIONS } from './migrations';
import { PGliteDialect } from './pglite-dialect';
import { noteEmbeddedDatabase } from './versions-bell';
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

/** The PGlite build a dump was made by: another build may read its files differently. */
async function pgliteBuild(): Promise<string> {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  let folder = path.dirname(entry);
  while (path.basename(folder) !== 'pglite') {
    if (folder === path.dirname(folder)) throw new Error(`No PGlite package folder above ${entry}`);
    folder = path.dirname(folder);
  }
  return JSON.parse(await readFile(path.join(folder, 'package.json'), 'utf8')).version;
}

/**
 * A freshly migrated PGlite's files, made once for these migrations and this
 * PGlite build and kept in the temporary folder for every test file after:
 * starting from them takes about a second, where a new PGlite's initdb and
 * the migrations take three to five.
 */
async function migratedFiles(): Promise<Blob> {
  const key = createHash('sha256')
    .update(JSON.stringify([await pgliteBuild(), MIGRATIONS]))
    .digest('hex')
    .slice(0, 16);
  const file = path.join(tmpdir(), `dealer-sites-test-pglite-${key}.tar`);
  try {
    return new Blob([await readFile(file)]);
  } catch {
    const pglite = new PGlite({ extensions: PGLITE_EXTENSIONS });
    const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
    await migrate(db);
    const files = await pglite.dumpDataDir('none');
    await db.destroy();
    // Written aside and renamed: a test file starting meanwhile reads the whole dump or none.
    const aside = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await writeFile(aside, Buffer.from(await files.arrayBuffer()));
    await rename(aside, file);
    return files;
  }
}

/** An in-memory PGlite of a test file's own, whatever DATABASE_URL says: for what only the embedded database does (versions-bell.ts). */
export async function createEmbeddedTestDatabase({ migrated = true }: { migrated?: boolean } = {}): Promise<TestDatabase> {
  const loadDataDir = migrated ? await migratedFiles() : undefined;
  const pglite = new PGlite({ extensions: PGLITE_EXTENSIONS, loadDataDir });
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  noteEmbeddedDatabase(db, pglite);
  return { db, engine: 'pglite', openAnother: () => db, drop: () => db.destroy() };
}

/**
 * A migrated database of a test file's own: an in-memory PGlite, or, when
 * DATABASE_URL is set, a fresh schema on that server dropped afterwards, so
 * the suite runs unchanged against both engines. `migrated: false` leaves
 * it empty, for the migrations' own tests.
 */
export async function createTestDatabase({ migrated = true }: { migrated?: boolean } = {}): Promise<TestDatabase> {
  const { databaseUrl } = databaseSettingsFromEnv();
  if (!databaseUrl) return createEmbeddedTestDatabase({ migrated });
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
