import type { Kysely } from 'kysely';
import { SEARCH_FACETS, type SearchFacet } from '../../../schemas/api/search-words';
import type { CarCard } from '../../../schemas/entities/car-card';
import type { SearchInclusionFields } from '../../rules/search-inclusion';
import type { Database } from '../db/types';
import { FACET_DEFINITIONS } from './facets';
import { readStockRows, type StockRow } from './stock-row';
import { buildTextIndex, type TextIndex } from './text-index';
import type { SiteVisibility } from './visible-stock';

/**
 * The searchable stock of every dealer, held in memory as columns, that
 * follows the cars changed each time the database's stock version moves
 * (migrations 0003 and 0019, stock-changes.ts). Counting twenty
 * facets over 90,000 cars takes PostgreSQL 100–250 ms however the query is
 * shaped (GROUPING SETS hash every row once per facet); over columns of
 * small numbers it is one pass of a few milliseconds. The database stays the
 * record: a search reads the version (one tiny query), and the page of hits
 * is read from the cars table by id.
 */
export interface FacetColumn {
  /** The facet's distinct values; a car holds positions in this list. Position 0 stands for "no value" and is never counted. */
  values: string[];
  /**
   * Where each car's positions start in `codes`; car i holds codes[start[i]]
   * up to codes[start[i + 1]]. Read only when `single` is undefined: an
   * index that followed changes (stock-index-changes.ts) keeps a one-value
   * facet's `single` up to date and leaves these as they were.
   */
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
  /** Places in the index, removed cars' places included. */
  size: number;
  ids: Int32Array;
  /**
   * Each car's place, by id. A car removed since the index was built keeps
   * its place, with nothing in it that any search keeps; places are only
   * ever added, so the indexes that follow this one share the map: look a
   * car up only below `size`.
   */
  places: Map<number, number>;
  /** Places left empty by removed cars: past a share of the size, the stock is read again whole. */
  removedCount: number;
  /** Each car's created_at, for the orders: see StockRow.listed_at. */
  listedAt: Float64Array;
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
  /** Each site's visible cars, worked out on its first search, or after a change on its next (visible-stock.ts). */
  sites: Map<string, SiteVisibility | (() => SiteVisibility)>;
  /** The cards last shown, as of this version, so a page read again costs no query (page-cards.ts). */
  cards: Map<number, CarCard>;
}

/** Cars read per query while loading. */
const LOAD_SLICE = 10_000;

export const NO_VALUE = 0;

/** A facet's value positions for cars, adding values the facet has not seen to `values` (and `positions`). */
export function facetCoder(values: string[], facet: SearchFacet): (row: StockRow) => number[] {
  const positions = new Map(values.map((value, position) => [value, position]));
  return (row) =>
    FACET_DEFINITIONS[facet].values(row).map((value) => {
      let position = positions.get(value);
      if (position === undefined) {
        position = values.length;
        positions.set(value, position);
        values.push(value);
      }
      return position;
    });
}

/** A facet column from each car's positions in it (`values` already holding them). */
export function facetColumnOf(values: string[], size: number, carCodes: (car: number) => ArrayLike<number>): FacetColumn {
  const start = new Int32Array(size + 1);
  const codes: number[] = [];
  let severalValues = false;
  for (let car = 0; car < size; car++) {
    start[car] = codes.length;
    const own = carCodes(car);
    if (own.length > 1) severalValues = true;
    for (let at = 0; at < own.length; at++) codes.push(own[at]);
  }
  start[size] = codes.length;
  const single = severalValues ? undefined : Int32Array.from({ length: size }, (_, car) => (start[car + 1] > start[car] ? codes[start[car]] : NO_VALUE));
  return { values, start, codes: Int32Array.from(codes), single };
}

function facetColumn(rows: readonly StockRow[], facet: SearchFacet): FacetColumn {
  const values: string[] = [''];
  const code = facetCoder(values, facet);
  return facetColumnOf(values, rows.length, (car) => code(rows[car]));
}

const AVAILABILITY_RANK: Record<StockRow['status'], number> = { in_stock: 0, coming_soon: 1, sold: 2, others: 3 };

/** What the orders compare, by place. */
export type OrderedColumns = Pick<StockIndex, 'ids' | 'listedAt' | 'inclusion'> & { price: Float64Array };

/**
 * Spec (search §9 and detail §9): most relevant (in stock, then coming soon,
 * then recently sold, newest listing first), latest, highest and lowest
 * price. A price of 0 is no price, so it sorts after every priced car. Each
 * order ends on the id, so paging never repeats or skips a car.
 */
export function orderComparers({ ids, listedAt, inclusion, price }: OrderedColumns): Record<SortedOrder, (a: number, b: number) => number> {
  const byId = (a: number, b: number) => ids[a] - ids[b];
  const newest = (a: number, b: number) => listedAt[b] - listedAt[a] || -byId(a, b);
  // A car without a price (NaN) is a car at 0.
  const amount = (car: number) => price[car] || 0;
  const unpricedLast = (a: number, b: number) => Number(amount(a) === 0) - Number(amount(b) === 0);
  return {
    latest: newest,
    relevant: (a, b) => AVAILABILITY_RANK[inclusion[a].status] - AVAILABILITY_RANK[inclusion[b].status] || newest(a, b),
    price_asc: (a, b) => unpricedLast(a, b) || amount(a) - amount(b) || byId(a, b),
    price_desc: (a, b) => unpricedLast(a, b) || amount(b) - amount(a) || -byId(a, b),
  };
}

export const SORTED_ORDERS: readonly SortedOrder[] = ['latest', 'relevant', 'price_asc', 'price_desc'];

function sortedOrders(columns: OrderedColumns): Record<SortedOrder, Int32Array> {
  const comparers = orderComparers(columns);
  return Object.fromEntries(SORTED_ORDERS.map((order) => [order, Int32Array.from(columns.ids.keys()).sort(comparers[order])])) as Record<SortedOrder, Int32Array>;
}

export function facetRows(facets: Record<SearchFacet, FacetColumn>, size: number): FacetRows {
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

export function inclusionOf(row: StockRow): SearchInclusionFields {
  return {
    status: row.status,
    sold_date_timestamp: row.sold_date_timestamp ?? undefined,
    show_on_dealer_website: row.show_on_dealer_website,
    dealership_id: row.dealership_id,
    images: { length: row.image_count } as SearchInclusionFields['images'],
  };
}

export const NUMBER_COLUMNS = ['price', 'km', 'year', 'subscription_price'] as const;

export function buildStockIndex(version: number, rows: readonly StockRow[]): StockIndex {
  const facets = Object.fromEntries(SEARCH_FACETS.map((facet) => [facet, facetColumn(rows, facet)])) as Record<SearchFacet, FacetColumn>;
  const ids = Int32Array.from(rows, (row) => row.id);
  const listedAt = Float64Array.from(rows, (row) => row.listed_at);
  const inclusion = rows.map(inclusionOf);
  const numbers = Object.fromEntries(NUMBER_COLUMNS.map((column) => [column, Float64Array.from(rows, (row) => row[column] ?? Number.NaN)])) as StockIndex['numbers'];
  return {
    version,
    size: rows.length,
    ids,
    places: new Map(rows.map((row, place) => [row.id, place])),
    removedCount: 0,
    listedAt,
    inclusion,
    facets,
    facetRows: facetRows(facets, rows.length),
    numbers,
    text: buildTextIndex(rows),
    orders: sortedOrders({ ids, listedAt, inclusion, price: numbers.price }),
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
