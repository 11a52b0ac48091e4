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

/**
 * Both versions as two columns of any statement. A dealer site's lookup
 * reads them with the site (repositories/platform-sites.ts), so a search
 * asked over HTTP spends no statement of its own on them.
 */
export const STOCK_VERSIONS_COLUMNS = sql`(select version from stock_version) as stock_version, (select version from reservation_version) as holds_version`;

/** The columns STOCK_VERSIONS_COLUMNS names; the driver may give a bigint as text. */
export interface StockVersionsRow {
  stock_version: number | string | null;
  holds_version: number | string | null;
}

export function stockVersionsOf(row: StockVersionsRow | undefined): StockVersions {
  return { stock: Number(row?.stock_version ?? 0), holds: Number(row?.holds_version ?? 0) };
}

/** Both versions a search answer depends on, in one statement. */
export async function readStockVersions(db: Kysely<Database>): Promise<StockVersions> {
  const { rows } = await sql<StockVersionsRow>`select ${STOCK_VERSIONS_COLUMNS}`.execute(db);
  return stockVersionsOf(rows[0]);
}
