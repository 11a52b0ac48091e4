import { sql, type Kysely } from 'kysely';
import { MIGRATIONS, type Migration } from './migrations';

/**
 * Held while migrating, so app servers starting together against one
 * PostgreSQL apply each migration once. Any fixed number will do; this one
 * only has to differ from other advisory locks the application takes.
 */
export const MIGRATION_LOCK_ID = 7_271_826_001;

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the schema they build exists.
async function appliedNames(db: Kysely<any>): Promise<Set<string>> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_ID})`.execute(trx);
    await sql`create table if not exists schema_migrations (
      name text primary key,
      applied_at timestamptz not null default now()
    )`.execute(trx);
    const { rows } = await sql<{ name: string }>`select name from schema_migrations`.execute(trx);
    return new Set(rows.map((row) => row.name));
  });
}

/**
 * Brings the schema up to date and returns the names it applied. Each
 * migration runs in its own transaction with its bookkeeping row, so a
 * failing one leaves no trace and the next start retries it. Safe to call
 * on every start: up to date, it costs one short transaction.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run before the schema they build exists.
export async function migrate(db: Kysely<any>, migrations: readonly Migration[] = MIGRATIONS): Promise<string[]> {
  const applied = await appliedNames(db);
  const ran: string[] = [];
  for (const migration of migrations) {
    if (applied.has(migration.name)) continue;
    const didRun = await db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_ID})`.execute(trx);
      const { rows } = await sql`select 1 from schema_migrations where name = ${migration.name}`.execute(trx);
      if (rows.length > 0) return false;
      await sql.raw(migration.sql).execute(trx);
      await sql`insert into schema_migrations (name) values (${migration.name})`.execute(trx);
      return true;
    });
    if (didRun) ran.push(migration.name);
  }
  return ran;
}
