import { sql, type Kysely } from 'kysely';
import { carSchema, type Car } from '../../../schemas/entities/car';
import type { Database } from '../db/types';

/** Every Car field is a column of the same name. */
const CAR_COLUMNS = sql.join(Object.keys(carSchema.properties).map((column) => sql.ref(column)));

export const CAR_INSERT_BATCH = 500;

/**
 * Inserts cars in batches, each sent as one JSON parameter that PostgreSQL
 * spreads over the columns (jsonb_populate_recordset). Binding every field
 * as its own parameter (about 43,000 per batch of 500) takes twice as long
 * on PGlite; nested fields arrive as jsonb and dates as timestamptz either
 * way. Run it inside a transaction to insert all or nothing.
 */
export async function insertCars(db: Kysely<Database>, cars: readonly Car[], batchSize: number = CAR_INSERT_BATCH): Promise<void> {
  for (let start = 0; start < cars.length; start += batchSize) {
    const batch = JSON.stringify(cars.slice(start, start + batchSize));
    await sql`
      insert into cars (${CAR_COLUMNS})
      select ${CAR_COLUMNS} from jsonb_populate_recordset(null::cars, ${batch}::jsonb)`.execute(db);
  }
}

/** What an update never changes: the id, and when the car was first listed. */
const KEPT_ON_UPDATE: ReadonlySet<string> = new Set(['id', 'created_at']);

/**
 * Adds the feed's new cars and updates the ones it names again, in batches
 * as insertCars does, reporting each batch written. An update sets only
 * `updatedColumns` (what the feed says), so a column the feed does not have
 * (finance, the location) keeps what it held; a car keeps its id and when it
 * was first listed. The import has already refused a row naming another
 * dealership's car; the `where` makes sure of it (that row is left alone
 * rather than moved to another dealer). Run it inside a transaction.
 */
export async function upsertCars(
  db: Kysely<Database>,
  cars: readonly Car[],
  updatedColumns: ReadonlySet<string>,
  onBatch: (written: number) => void = () => {},
  batchSize = CAR_INSERT_BATCH,
): Promise<void> {
  const updates = Object.keys(carSchema.properties).filter((column) => updatedColumns.has(column) && !KEPT_ON_UPDATE.has(column));
  const onConflict =
    updates.length > 0
      ? sql`do update set ${sql.join(updates.map((column) => sql`${sql.ref(column)} = excluded.${sql.ref(column)}`))} where cars.dealership_id = excluded.dealership_id`
      : sql`do nothing`;
  for (let start = 0; start < cars.length; start += batchSize) {
    const slice = cars.slice(start, start + batchSize);
    await sql`
      insert into cars (${CAR_COLUMNS})
      select ${CAR_COLUMNS} from jsonb_populate_recordset(null::cars, ${JSON.stringify(slice)}::jsonb)
      on conflict (id) ${onConflict}`.execute(db);
    onBatch(start + slice.length);
  }
}
