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
