import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types';

/** The stock version, moved on by every write to cars or dealerships (migration 0003). */
export async function readStockVersion(db: Kysely<Database>): Promise<number> {
  return (await readStockVersions(db)).stock;
}

export interface StockVersions {
  /** Moved on by every write to cars or dealerships (migration 0003). */
  stock: number;
  /** Moved on by every write to reservations (migration 0018). */
  holds: number;
}

/** Both versions a search answer depends on, in one statement. */
export async function readStockVersions(db: Kysely<Database>): Promise<StockVersions> {
  const { rows } = await sql<{ stock: number | string; holds: number | string }>`
    select (select version from stock_version) as stock, (select version from reservation_version) as holds`.execute(db);
  return { stock: Number(rows[0]?.stock ?? 0), holds: Number(rows[0]?.holds ?? 0) };
}
