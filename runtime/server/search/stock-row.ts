import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Car } from '../../../schemas/entities/car';
import type { Database } from '../db/types';
import { WEEKLY_PRICE_SQL } from './price-ranges';

/**
 * What search keeps of a car: the fields the inclusion rule, the filters,
 * the facets, the text query and the sorts read, and nothing else (no
 * photos, finance or comments), so the whole stock fits in memory.
 */
export interface StockRow {
  id: number;
  dealership_id: number;
  dealership_name: string;
  show_on_dealer_website: boolean;
  status: Car['status'];
  sold_date_timestamp: number | null;
  image_count: number;
  name: string;
  make: string;
  model: string;
  badge: string | null;
  series: string | null;
  year: number;
  car_type: string;
  item_type: string | null;
  tag: string | null;
  simple_body: string;
  body: string | null;
  colour: string | null;
  simple_fuel: string | null;
  simple_transmission: string | null;
  drive: string | null;
  seats: number | null;
  city: string | null;
  state: string | null;
  location_name: string | null;
  price: number;
  km: number;
  subscription_price: number | null;
  /** See WEEKLY_PRICE_SQL. */
  weekly_price: number | null;
  /** created_at in microseconds since 1970, the database's own precision, so ties break as they would in SQL. */
  listed_at: number;
  categories: unknown;
  filtered_features: unknown;
  stocknum: string | null;
  regplate: string | null;
  vin: string | null;
}

/** Each StockRow field and the SQL reading it, in the order the rows arrive. */
const STOCK_COLUMNS: readonly [keyof StockRow, RawBuilder<unknown>][] = [
  ...(
    [
      'id',
      'dealership_id',
      'show_on_dealer_website',
      'status',
      'sold_date_timestamp',
      'name',
      'make',
      'model',
      'badge',
      'series',
      'year',
      'car_type',
      'item_type',
      'tag',
      'simple_body',
      'body',
      'colour',
      'simple_fuel',
      'simple_transmission',
      'drive',
      'seats',
      'city',
      'state',
      'location_name',
      'price',
      'km',
      'subscription_price',
      'categories',
      'filtered_features',
      'stocknum',
      'regplate',
      'vin',
    ] as const
  ).map((column) => [column, sql.ref(`cars.${column}`)] as [keyof StockRow, RawBuilder<unknown>]),
  ['dealership_name', sql`dealerships.name`],
  ['image_count', sql`jsonb_array_length(cars.images)`],
  ['weekly_price', WEEKLY_PRICE_SQL],
  ['listed_at', sql`(extract(epoch from cars.created_at) * 1000000)::int8`],
];

/**
 * The rows of the cars `cars` selects (a subquery of whole car rows), as
 * one JSON text of arrays rather than as rows: PGlite hands rows over field
 * by field, which makes reading 10,000 cars about five times slower; on
 * PostgreSQL the two cost the same. Read it with parseStockRows.
 */
export function stockRowsJson(cars: RawBuilder<unknown>): RawBuilder<string | null> {
  const values = sql.join(STOCK_COLUMNS.map(([, value]) => value));
  return sql<string | null>`(select json_agg(json_build_array(${values}))::text from (${cars}) as cars join dealerships on dealerships.id = cars.dealership_id)`;
}

export function parseStockRows(json: string | null | undefined): StockRow[] {
  const slice = JSON.parse(json ?? '[]') as unknown[][];
  return slice.map((values) => Object.fromEntries(STOCK_COLUMNS.map(([name], at) => [name, values[at]])) as unknown as StockRow);
}

/** The `limit` cars with the lowest ids after `afterId` (from the first when it is undefined), in no particular order: the stock is read in slices so no one answer holds all of it. */
export async function readStockRows(db: Kysely<Database>, afterId: number | undefined, limit: number): Promise<StockRow[]> {
  const cars = sql`select * from cars where ${afterId === undefined ? sql`true` : sql`cars.id > ${afterId}`} order by cars.id limit ${limit}`;
  const { rows } = await sql<{ slice: string | null }>`select ${stockRowsJson(cars)} as slice`.execute(db);
  return parseStockRows(rows[0]?.slice);
}
