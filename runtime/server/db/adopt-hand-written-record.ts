import { DEFAULT_MIGRATION_LOCK_TABLE, DEFAULT_MIGRATION_TABLE, MIGRATION_LOCK_ID, sql, type Kysely } from 'kysely';

/** Where the hand-written runner that came before Kysely's Migrator recorded the migrations it applied. */
const HAND_WRITTEN_RECORD = 'schema_migrations';

// biome-ignore lint/suspicious/noExplicitAny: the record predates the typed schema.
async function handWrittenRecordExists(db: Kysely<any>, schema: string): Promise<boolean> {
  const { rows } = await sql`select 1 from pg_catalog.pg_tables where schemaname = ${schema} and tablename = ${HAND_WRITTEN_RECORD}`.execute(db);
  return rows.length > 0;
}

/**
 * A database the hand-written runner migrated lists its migrations in
 * schema_migrations and has no Kysely tables, so the Migrator would run
 * them all again. This copies those names, with the time each was applied,
 * into Kysely's migration table, so the Migrator counts them as run.
 *
 * It happens under the Migrator's own lock (the dialect adapter's), in one
 * transaction: servers starting together adopt the record once, and never
 * while another is migrating.
 *
 * The old table is dropped in that same transaction. Kept, it would go stale
 * at the next migration and still read like the list of what was applied;
 * and its absence is what says "adopted", so a later start needs one cheap
 * query and no lock. An older build started against the database finds no
 * record, tries to create the tables again and fails without changing
 * anything, which is safer than trusting a stale list.
 */
// biome-ignore lint/suspicious/noExplicitAny: the record predates the typed schema.
export async function adoptHandWrittenRecord(db: Kysely<any>, schema: string): Promise<void> {
  // Once dropped the record never comes back, so an absent one needs no lock.
  if (!(await handWrittenRecordExists(db, schema))) return;
  const adapter = db.getExecutor().adapter;
  const lock = { lockTable: DEFAULT_MIGRATION_LOCK_TABLE, lockRowId: MIGRATION_LOCK_ID, lockTableSchema: schema };
  await db.connection().execute(async (connection) => {
    await adapter.acquireMigrationLock(connection, lock);
    try {
      await connection.transaction().execute(async (trx) => {
        // Another server may have adopted it while this one waited for the lock.
        if (!(await handWrittenRecordExists(trx, schema))) return;
        // The columns the Migrator gives the table when it creates it itself.
        await trx.schema
          .withSchema(schema)
          .createTable(DEFAULT_MIGRATION_TABLE)
          .ifNotExists()
          .addColumn('name', 'varchar(255)', (col) => col.notNull().primaryKey())
          .addColumn('timestamp', 'varchar(255)', (col) => col.notNull())
          .execute();
        await trx
          .withSchema(schema)
          .insertInto(DEFAULT_MIGRATION_TABLE)
          .columns(['name', 'timestamp'])
          .expression((eb) =>
            eb.selectFrom(HAND_WRITTEN_RECORD).select(['name', sql<string>`to_char(applied_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`.as('timestamp')]),
          )
          .onConflict((conflict) => conflict.column('name').doNothing())
          .execute();
        await trx.schema.withSchema(schema).dropTable(HAND_WRITTEN_RECORD).execute();
      });
    } finally {
      await adapter.releaseMigrationLock(connection, lock);
    }
  });
}
