import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/types';
import { buildStockIndex, readWholeStock, type StockIndex } from './stock-index';
import { followStockChanges, type StockChanges } from './stock-index-changes';
import { parseStockRows, stockRowsJson } from './stock-row';
import { readStockVersion } from './stock-version';

/**
 * Cars an index follows one by one. Past it, reading them costs about as
 * much as reading the whole stock, so the stock is read again whole while
 * the index held answers.
 */
export const MAX_FOLLOWED_CHANGES = 10_000;
/** Share of an index's places that removed cars may leave empty before the stock is read again whole, closing the gaps. */
export const MAX_REMOVED_SHARE = 0.25;

type ReadChanges = StockChanges | { version: number; wholeStock: true };

/**
 * The cars written and removed after version `since` (migration 0019 notes
 * them), and the version they bring the stock to, in one statement so the
 * three agree. The whole stock instead when it was truncated since, when a
 * removal noted since has been forgotten (migration 0020), or when more than
 * MAX_FOLLOWED_CHANGES cars changed.
 */
export async function readStockChanges(db: Kysely<Database>, since: number, maxChanges: number = MAX_FOLLOWED_CHANGES): Promise<ReadChanges> {
  // The noted ids first, as one array, then those cars by primary key: a planner without statistics on stock_changes would rather join every car.
  const changedCars = sql`
    select * from cars where id = any(array(
      select car_id from stock_changes where changed_in > ${since} and not removed limit ${maxChanges + 1}))`;
  // Counted first, so too many changes are not read only to be set aside.
  const { rows } = await sql<{ version: string | number; rebuild_from: string | number; too_many: boolean; removed: string | null; changed: string | null }>`
    select version, rebuild_from, counted.too_many,
      (select json_agg(car_id)::text from stock_changes where changed_in > ${since} and removed) as removed,
      case when counted.too_many then null else ${stockRowsJson(changedCars)} end as changed
    from stock_version, (
      select count(*) > ${maxChanges} as too_many
      from (select 1 from stock_changes where changed_in > ${since} and not removed limit ${maxChanges + 1}) as noted
    ) as counted`.execute(db);
  const row = rows[0];
  const version = Number(row?.version ?? 0);
  if (!row || Number(row.rebuild_from) > since || row.too_many) return { version, wholeStock: true };
  const changed = parseStockRows(row.changed);
  return { version, changed, removed: JSON.parse(row.removed ?? '[]') as number[] };
}

/** The whole stock, with the version read before it: a change committed in between is at worst loaded early, never missed. */
async function wholeStockIndex(db: Kysely<Database>): Promise<StockIndex> {
  const version = await readStockVersion(db);
  return buildStockIndex(version, await readWholeStock(db));
}

interface HeldStock {
  /** The newest index ready to answer. */
  ready?: StockIndex;
  /** The first load: until it is done nothing can answer. */
  loading?: Promise<StockIndex>;
  /** The changes since `ready` being read and followed: one at a time, so each follows the last. */
  following?: Promise<StockIndex>;
  /** The whole stock being read again, while `ready` answers. */
  rebuilding?: Promise<void>;
}

/** Per database handle, kept on globalThis because Next.js may load this module more than once in one process. */
const held = globalThis as typeof globalThis & { dealerSitesStock?: WeakMap<object, HeldStock> };

function heldStock(db: Kysely<Database>): HeldStock {
  held.dealerSitesStock ??= new WeakMap();
  let stock = held.dealerSitesStock.get(db);
  if (!stock) {
    stock = {};
    held.dealerSitesStock.set(db, stock);
  }
  return stock;
}

function offer(stock: HeldStock, index: StockIndex): StockIndex {
  if (!stock.ready || index.version > stock.ready.version) stock.ready = index;
  return stock.ready;
}

function rebuild(db: Kysely<Database>, stock: HeldStock): void {
  stock.rebuilding ??= wholeStockIndex(db)
    .then((index) => void offer(stock, index))
    // The index held goes on answering; the next change tries again.
    .catch((error: unknown) => console.error('The stock index could not be read again whole', error))
    .finally(() => {
      stock.rebuilding = undefined;
    });
}

/** Reads the changes since the index held and follows them, or starts reading the whole stock again when they are too many. */
async function follow(db: Kysely<Database>, stock: HeldStock, base: StockIndex): Promise<StockIndex> {
  const changes = await readStockChanges(db, base.version);
  // A whole stock read again meanwhile is newer than these changes' base.
  if (stock.ready !== base || changes.version <= base.version) return stock.ready ?? base;
  if ('wholeStock' in changes) {
    rebuild(db, stock);
    return base;
  }
  const followed = offer(stock, followStockChanges(base, changes));
  if (followed.removedCount > followed.size * MAX_REMOVED_SHARE) rebuild(db, stock);
  return followed;
}

/**
 * The stock as of `version` (stock-version.ts) or later. The first call
 * reads the whole stock; after that, the index held follows the changes
 * since its version, so a change of a few cars costs a query for those
 * cars. When the whole stock must be read again (a truncate, too many
 * changes), the index held answers meanwhile: no search waits for a
 * rebuild, and the rebuilt index takes over once it is ready.
 */
export async function currentStockIndex(db: Kysely<Database>, version: number): Promise<StockIndex> {
  const stock = heldStock(db);
  if (!stock.ready) {
    stock.loading ??= wholeStockIndex(db).finally(() => {
      stock.loading = undefined;
    });
    offer(stock, await stock.loading);
  }
  let index = stock.ready as StockIndex;
  // A change committed after a follow read its changes needs one more.
  for (let tries = 0; index.version < version && !stock.rebuilding && tries < 2; tries++) {
    const base = stock.ready as StockIndex;
    stock.following ??= follow(db, stock, base).finally(() => {
      stock.following = undefined;
    });
    index = await stock.following;
  }
  return index;
}
