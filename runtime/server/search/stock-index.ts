import type { Kysely } from 'kysely';
import { SEARCH_FACETS, type SearchFacet } from '../../../schemas/api/search';
import type { CarCard } from '../../../schemas/entities/car-card';
import type { SearchInclusionFields } from '../../rules/search-inclusion';
import type { Database } from '../db/types';
import { FACET_DEFINITIONS } from './facets';
import { readStockRows, type StockRow } from './stock-row';
import { buildTextIndex, type TextIndex } from './text-index';
import type { SiteVisibility } from './visible-stock';

/**
 * The searchable stock of every dealer, held in memory as columns, rebuilt
 * when the database's stock version moves (migration 0003). Counting twenty
 * facets over 90,000 cars takes PostgreSQL 100–250 ms however the query is
 * shaped (GROUPING SETS hash every row once per facet); over columns of
 * small numbers it is one pass of a few milliseconds. The database stays the
 * record: a search reads the version (one tiny query), and the page of hits
 * is read from the cars table by id.
 */
export interface FacetColumn {
  /** The facet's distinct values; a car holds positions in this list. Position 0 stands for "no value" and is never counted. */
  values: string[];
  /** Where each car's positions start in `codes`; car i holds codes[start[i]] up to codes[start[i + 1]]. */
  start: Int32Array;
  codes: Int32Array;
  /** When no car holds more than one value (every facet but the list ones): each car's one position, 0 for none. */
  single: Int32Array | undefined;
}

/**
 * Every one-value facet's position for each car side by side (car i's in
 * codes[i * facets.length …]), each facet's positions shifted by `offsets`
 * into one shared range, so counting a car's facets is one short loop over
 * adjacent numbers into one array of tallies.
 */
export interface FacetRows {
  facets: SearchFacet[];
  offsets: Int32Array;
  /** How many tallies all of them need together. */
  tallies: number;
  codes: Int32Array;
}

export type SortedOrder = 'latest' | 'relevant' | 'price_asc' | 'price_desc';

export interface StockIndex {
  version: number;
  size: number;
  ids: Int32Array;
  /** What the spec's inclusion rule reads, per car (images stands in by its length only). */
  inclusion: SearchInclusionFields[];
  facets: Record<SearchFacet, FacetColumn>;
  /** The one-value facets again, car by car, for counting: see FacetRows. */
  facetRows: FacetRows;
  /** NaN where the car has no value. */
  numbers: Record<'price' | 'km' | 'year' | 'subscription_price', Float64Array>;
  text: TextIndex;
  /** Every car in each sort order (the relevant one without a text score). */
  orders: Record<SortedOrder, Int32Array>;
  /** Each site's visible cars, worked out on its first search (visible-stock.ts). */
  sites: Map<string, SiteVisibility>;
  /** The cards last shown, as of this version, so a page read again costs no query (page-cards.ts). */
  cards: Map<number, CarCard>;
}

/** Cars read per query while loading. */
const LOAD_SLICE = 10_000;

export const NO_VALUE = 0;

function facetColumn(rows: readonly StockRow[], facet: SearchFacet): FacetColumn {
  const positions = new Map<string, number>();
  const values: string[] = [''];
  const start = new Int32Array(rows.length + 1);
  const codes: number[] = [];
  let severalValues = false;
  rows.forEach((row, car) => {
    start[car] = codes.length;
    const own = FACET_DEFINITIONS[facet].values(row);
    if (own.length > 1) severalValues = true;
    for (const value of own) {
      let position = positions.get(value);
      if (position === undefined) {
        position = values.length;
        positions.set(value, position);
        values.push(value);
      }
      codes.push(position);
    }
  });
  start[rows.length] = codes.length;
  const single = severalValues ? undefined : Int32Array.from(rows, (_, car) => (start[car + 1] > start[car] ? codes[start[car]] : NO_VALUE));
  return { values, start, codes: Int32Array.from(codes), single };
}

const AVAILABILITY_RANK: Record<StockRow['status'], number> = { in_stock: 0, coming_soon: 1, sold: 2, others: 3 };

/**
 * Spec (search §9 and detail §9): most relevant (in stock, then coming soon,
 * then recently sold, newest listing first), latest, highest and lowest
 * price. A price of 0 is no price, so it sorts after every priced car. Each
 * order ends on the id, so paging never repeats or skips a car.
 */
function sortedOrders(rows: readonly StockRow[]): Record<SortedOrder, Int32Array> {
  const all = () => Int32Array.from(rows.keys());
  const byId = (a: number, b: number) => rows[a].id - rows[b].id;
  const newest = (a: number, b: number) => rows[b].listed_at - rows[a].listed_at || -byId(a, b);
  const unpricedLast = (a: number, b: number) => Number(rows[a].price === 0) - Number(rows[b].price === 0);
  return {
    latest: all().sort(newest),
    relevant: all().sort((a, b) => AVAILABILITY_RANK[rows[a].status] - AVAILABILITY_RANK[rows[b].status] || newest(a, b)),
    price_asc: all().sort((a, b) => unpricedLast(a, b) || rows[a].price - rows[b].price || byId(a, b)),
    price_desc: all().sort((a, b) => unpricedLast(a, b) || rows[b].price - rows[a].price || -byId(a, b)),
  };
}

const numberColumn = (rows: readonly StockRow[], value: (row: StockRow) => number | null) => Float64Array.from(rows, (row) => value(row) ?? Number.NaN);

function facetRows(facets: Record<SearchFacet, FacetColumn>, size: number): FacetRows {
  const oneValue = SEARCH_FACETS.filter((facet) => facets[facet].single);
  const offsets = new Int32Array(oneValue.length);
  let tallies = 0;
  oneValue.forEach((facet, nth) => {
    offsets[nth] = tallies;
    tallies += facets[facet].values.length;
  });
  const codes = new Int32Array(size * oneValue.length);
  oneValue.forEach((facet, nth) => {
    const single = facets[facet].single as Int32Array;
    for (let car = 0; car < size; car++) codes[car * oneValue.length + nth] = offsets[nth] + single[car];
  });
  return { facets: oneValue, offsets, tallies, codes };
}

export function buildStockIndex(version: number, rows: readonly StockRow[]): StockIndex {
  const facets = Object.fromEntries(SEARCH_FACETS.map((facet) => [facet, facetColumn(rows, facet)])) as Record<SearchFacet, FacetColumn>;
  return {
    version,
    size: rows.length,
    ids: Int32Array.from(rows, (row) => row.id),
    inclusion: rows.map((row) => ({
      status: row.status,
      sold_date_timestamp: row.sold_date_timestamp ?? undefined,
      show_on_dealer_website: row.show_on_dealer_website,
      dealership_id: row.dealership_id,
      images: { length: row.image_count } as SearchInclusionFields['images'],
    })),
    facets,
    facetRows: facetRows(facets, rows.length),
    numbers: {
      price: numberColumn(rows, (row) => row.price),
      km: numberColumn(rows, (row) => row.km),
      year: numberColumn(rows, (row) => row.year),
      subscription_price: numberColumn(rows, (row) => row.subscription_price),
    },
    text: buildTextIndex(rows),
    orders: sortedOrders(rows),
    sites: new Map(),
    cards: new Map(),
  };
}

/** Every car, read slice by slice. */
export async function readWholeStock(db: Kysely<Database>, sliceSize: number = LOAD_SLICE): Promise<StockRow[]> {
  const rows: StockRow[] = [];
  for (let after: number | undefined; ; ) {
    const slice = await readStockRows(db, after, sliceSize);
    for (const row of slice) {
      rows.push(row);
      after = Math.max(after ?? row.id, row.id);
    }
    if (slice.length < sliceSize) break;
  }
  return rows;
}

async function loadStockIndex(db: Kysely<Database>, version: number): Promise<StockIndex> {
  return buildStockIndex(version, await readWholeStock(db));
}

/**
 * Per database handle, kept on globalThis because Next.js may load this
 * module more than once in one process. The version is read before the
 * cars, so a change committed in between is at worst loaded early, never
 * missed.
 */
const held = globalThis as typeof globalThis & { dealerSitesStockIndexes?: WeakMap<object, { version: number; index: Promise<StockIndex> }> };

/** The stock as of `version` (stock-version.ts): the held index while the version stands, else a fresh one (callers arriving meanwhile share its load). */
export async function currentStockIndex(db: Kysely<Database>, version: number): Promise<StockIndex> {
  held.dealerSitesStockIndexes ??= new WeakMap();
  const indexes = held.dealerSitesStockIndexes;
  const current = indexes.get(db);
  // A newer index than the version this caller read (another caller got there first) is just as current.
  if (current && current.version >= version) return current.index;
  const index = loadStockIndex(db, version);
  indexes.set(db, { version, index });
  index.catch(() => {
    if (indexes.get(db)?.index === index) indexes.delete(db);
  });
  return index;
}
