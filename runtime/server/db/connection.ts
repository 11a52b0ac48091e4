import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { PGliteDialect } from './pglite-dialect';
import { noteEmbeddedDatabase } from './versions-bell';
import type { Database } from './types';
import { VALUE_PARSERS } from './value-parsers';

export interface DatabaseSettings {
  /** A PostgreSQL server's address; without one the data lives in PGlite. */
  databaseUrl?: string;
  /** PGlite's directory when there is no server. */
  dataDir: string;
}

/**
 * DATABASE_URL picks a PostgreSQL server. Otherwise PGlite keeps the data in
 * DATA_DIR, by default `.data/` in the working directory: the npm scripts
 * start Next.js from the repository root, so that is the repository's
 * `.data/` (ignored by git).
 */
export function databaseSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): DatabaseSettings {
  return {
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR || path.join(process.cwd(), '.data'),
  };
}

/** PostgreSQL extensions the migrations create; PGlite must load them when it opens. */
export const PGLITE_EXTENSIONS = { pg_trgm };

const typeParsers = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => VALUE_PARSERS[oid] ?? pg.types.getTypeParser(oid, format as 'text')) as pg.CustomTypesConfig['getTypeParser'],
};

/**
 * A node-postgres pool that parses values as PGlite does here. `searchPath`
 * points every connection at one schema (tests use a schema of their own).
 */
export function createPostgresPool(databaseUrl: string, options: { searchPath?: string; max?: number } = {}): pg.Pool {
  return new pg.Pool({
    connectionString: databaseUrl,
    max: options.max ?? 10,
    types: typeParsers,
    options: options.searchPath ? `-c search_path=${options.searchPath}` : undefined,
  });
}

/** A new Kysely instance on the settings' engine. Most code wants `sharedDatabase()` instead. */
export function openDatabase(settings: DatabaseSettings): Kysely<Database> {
  if (settings.databaseUrl) {
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool: createPostgresPool(settings.databaseUrl) }) });
  }
  mkdirSync(settings.dataDir, { recursive: true });
  const pglite = new PGlite(settings.dataDir, { extensions: PGLITE_EXTENSIONS });
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  noteEmbeddedDatabase(db, pglite);
  return db;
}

/**
 * Kept on globalThis rather than in module scope: Next.js may evaluate this
 * module more than once (hot reload in development, separate bundles for
 * pages and route handlers), and PGlite's data directory admits one opener.
 */
const shared = globalThis as typeof globalThis & { dealerSitesDatabase?: Kysely<Database> };

/** The process's one database connection (pool or PGlite instance), opened from the environment. */
export function sharedDatabase(): Kysely<Database> {
  shared.dealerSitesDatabase ??= openDatabase(databaseSettingsFromEnv());
  return shared.dealerSitesDatabase;
}

/** Closes the shared database, for scripts that must exit cleanly. */
export async function closeSharedDatabase(): Promise<void> {
  const db = shared.dealerSitesDatabase;
  shared.dealerSitesDatabase = undefined;
  await db?.destroy();
}
