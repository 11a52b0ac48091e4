import { Migrator, sql, type Kysely, type MigrationProvider } from 'kysely';
import { adoptHandWrittenRecord } from './adopt-hand-written-record';
import { MIGRATIONS, type Migration } from './migrations';

/** Kysely runs migrations in the order of their names, not of the list: a list in another order is a mistake, caught before anything runs. */
function providerOf(migrations: readonly Migration[]): MigrationProvider {
  return {
    async getMigrations() {
      migrations.forEach((migration, index) => {
        const previous = migrations[index - 1];
        if (previous && previous.name >= migration.name)
          throw new Error(`migration ${migration.name} is listed after ${previous.name}: list migrations in the order of their names`);
      });
      return Object.fromEntries(
        migrations.map((migration) => [
          migration.name,
          {
            // biome-ignore lint/suspicious/noExplicitAny: migrations run before the schema they build exists.
            async up(trx: Kysely<any>) {
              await sql.raw(migration.sql).execute(trx);
            },
          },
        ]),
      );
    },
  };
}

/**
 * Kysely's own tables (kysely_migration, kysely_migration_lock) live in the
 * schema the application's tables do. Left to itself the Migrator looks for
 * them in every schema of the database, so a schema (each test file's own, on
 * PostgreSQL) would find another's, never make its own, and fail reading it
 * (kysely-org/kysely#1214).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run before the schema they build exists.
async function currentSchema(db: Kysely<any>): Promise<string> {
  const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]?.schema;
  if (!schema) throw new Error('The search path names no existing schema to migrate');
  return schema;
}

/**
 * Brings the schema up to date with Kysely's Migrator and returns the names
 * it applied. Safe to call on every start, from several app servers at once.
 *
 * How the Migrator behaves on PostgreSQL and PGlite (both use Kysely's
 * PostgresAdapter):
 * - It takes a session advisory lock on one connection and holds it for the
 *   whole run, so servers starting together run each migration once; the
 *   ones that waited then find nothing pending.
 * - PostgreSQL has transactional DDL, so one transaction holds every
 *   migration of the run: when one fails, the whole run rolls back, the
 *   migrations before it included, and the database is as it was. The next
 *   start retries them all. (Its result still calls those earlier ones
 *   "Success"; they were rolled back, so this reports nothing applied and
 *   throws.) A migration therefore cannot use statements PostgreSQL refuses
 *   inside a transaction, such as `create index concurrently`.
 * - `allowUnorderedMigrations` stays false: if the applied migrations are not
 *   the first ones of the list by name (a new migration named before an
 *   applied one), the Migrator refuses to run anything rather than apply it
 *   out of order. An applied migration missing from the list is refused too.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run before the schema they build exists.
export async function migrate(db: Kysely<any>, migrations: readonly Migration[] = MIGRATIONS): Promise<string[]> {
  const schema = await currentSchema(db);
  await adoptHandWrittenRecord(db, schema);
  const migrator = new Migrator({ db, provider: providerOf(migrations), migrationTableSchema: schema });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error !== undefined) {
    const failed = results.find((result) => result.status === 'Error')?.migrationName;
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(failed ? `Migration ${failed} failed, so none of this run's migrations were applied: ${reason}` : `Migrating failed: ${reason}`, { cause: error });
  }
  return results.map((result) => result.migrationName);
}
