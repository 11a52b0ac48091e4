import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types';

/** The stock version, moved on by every write to cars or dealerships (migration 0003). */
export async function readStockVersion(db: Kysely<Database>): Promise<number> {
  const { rows } = await sql<{ version: number }>`select version from stock_version`.execute(db);
  return Number(rows[0]?.version ?? 0);
}
