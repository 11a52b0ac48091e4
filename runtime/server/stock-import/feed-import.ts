import { type Kysely, sql } from 'kysely';
import { createAjv } from '../../../schemas/ajv';
import { type FeedProblem, MAX_LISTED_FEED_PROBLEMS, type StockImportAnswer, type StockImportRefusal } from '../../../schemas/api/stock-import';
import { type Car, carSchema } from '../../../schemas/entities/car';
import { MAX_STORED_INTEGER } from '../../../schemas/common';
import { describeErrors, pointerSegments } from '../../../schemas/errors';
import type { Database } from '../db/types';
import { upsertCars } from '../repositories/car-import';
import { CAR_COLUMNS_FEED } from './car-columns';
import { readFeedRows } from './feed-rows';
import { GOOGLE_ONLY_COLUMNS, GOOGLE_VEHICLE_LISTINGS_FEED } from './google-vehicle-listings';
import type { FeedMapping, MappedCar } from './mapped-car';

/** Rows one feed may hold: a dealer group's whole stock, and then some. */
export const MAX_FEED_ROWS = 200_000;

export type ImportProgress = { step: 'checking' | 'writing'; done: number; total: number };

export interface StockImport {
  dealershipId: number;
  text: string;
  now?: Date;
  onProgress?: (progress: ImportProgress) => void;
}

export type StockImportOutcome = { ok: true; answer: StockImportAnswer } | { ok: false; refusal: StockImportRefusal };

const validateCar = createAjv().compile<Car>(carSchema);
/** How often the check reports progress, in rows. */
const PROGRESS_EVERY = 1_000;

function refused(problems: readonly FeedProblem[]): StockImportOutcome {
  const count = problems.length;
  const sorted = [...problems].sort((a, b) => a.row - b.row);
  return {
    ok: false,
    refusal: {
      error: 'invalid-feed',
      message: `Nothing was imported: the feed has ${count === 1 ? 'one problem' : `${count} problems`}. Correct ${count === 1 ? 'it' : 'them'} and send the whole feed again.`,
      problems: sorted.slice(0, MAX_LISTED_FEED_PROBLEMS),
      problemCount: count,
    },
  };
}

function slugFor(fields: MappedCar['fields'], id: number): string {
  const words = [fields.year, fields.make, fields.model, id].filter((word) => word !== undefined).join(' ');
  return words
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 200)
    .replace(/-$/, '');
}

/**
 * What the feed leaves to the import: the dealership (the one imported
 * into; a row naming another is a problem), a name and slug made from the
 * car, the photo count and thumbnails from its photos, the flags a feed
 * leaves out as a new car has them, and the times.
 */
function completed(mapped: MappedCar, dealership: { id: number; slug: string }, id: number | undefined, now: Date): { car: Record<string, unknown>; problems: FeedProblem[] } {
  const { fields, row } = mapped;
  const problems: FeedProblem[] = mapped.problems.map((problem) => ({ row, ...problem }));
  if (fields.dealership_id !== undefined && fields.dealership_id !== dealership.id) {
    problems.push({ row, column: mapped.columns.dealership_id ?? 'dealership_id', message: `This feed is imported into dealership ${dealership.id}; the row names another.` });
  }
  const carId = id ?? fields.id;
  const images = Array.isArray(fields.images) ? fields.images : [];
  const stamp = now.toISOString();
  const car: Record<string, unknown> = {
    status: 'in_stock',
    certified: false,
    reserved: false,
    sold: false,
    preorder: false,
    show_on_dealer_website: true,
    thumbnails: images,
    photos_count: images.length,
    created_at: stamp,
    ...fields,
    id: carId,
    dealership_id: dealership.id,
    dealership_slug: dealership.slug,
    images,
    updated_at: stamp,
  };
  car.name ??= [fields.year, fields.make, fields.model, fields.badge].filter((word) => word !== undefined).join(' ');
  if (car.slug === undefined && typeof carId === 'number') car.slug = slugFor(fields, carId);
  return { car, problems };
}

/** The largest whole number an integer column holds (PostgreSQL's integer): the car schema leaves most counts open above. */
export const MAX_CAR_INTEGER = MAX_STORED_INTEGER;
/** The largest amount a price column holds (numeric(12, 2)). */
export const MAX_CAR_AMOUNT = 9_999_999_999.99;
const FIELDS_OF_TYPE = (type: string) => Object.entries(carSchema.properties).flatMap(([field, schema]) => ('type' in schema && schema.type === type ? [field as keyof Car] : []));
const LIMITS: readonly { fields: readonly (keyof Car)[]; max: number }[] = [
  { fields: FIELDS_OF_TYPE('integer'), max: MAX_CAR_INTEGER },
  { fields: FIELDS_OF_TYPE('number'), max: MAX_CAR_AMOUNT },
];

/** Fields the import fills from another when the feed does not give them (completed()): a problem with one is its source column's. */
const DERIVED_FROM: Partial<Record<keyof Car, keyof Car>> = { thumbnails: 'images', photos_count: 'images' };

function schemaProblems(mapped: MappedCar, car: Record<string, unknown>): FeedProblem[] {
  const at = (field: keyof Car) => {
    const source = DERIVED_FROM[field];
    return { row: mapped.row, column: mapped.columns[field] ?? (source && mapped.columns[source]) ?? field };
  };
  const problems = LIMITS.flatMap(({ fields, max }) =>
    fields.filter((field) => typeof car[field] === 'number' && (car[field] as number) > max).map((field) => ({ ...at(field), message: `must be at most ${max}` })),
  );
  if (validateCar(car)) return problems;
  const described = describeErrors(car, validateCar.errors).map((error) => ({ ...at((pointerSegments(error.path)[0] ?? '') as keyof Car), message: error.message }));
  // A bad photo is wrong in the photos and in the thumbnails made from them: said once, in the column the feed wrote it in.
  const said = new Set<string>();
  return [...problems, ...described].filter((problem) => {
    const key = `${problem.column}\n${problem.message}`;
    if (said.has(key)) return false;
    said.add(key);
    return true;
  });
}

/**
 * A dealer's feed into its dealership's stock: CSV with the car schema's
 * fields as columns, or the Google vehicle-listings feed's columns. Every
 * row is checked against the car schema before anything is written, and
 * then all of it is written in one transaction, so a feed with one bad row
 * imports nothing and says which rows and columns to correct. Each row is a
 * whole car (the schema's required fields); cars the feed names again are
 * updated (a Google feed's by VIN) in the columns the feed has, the others
 * keep what they held; cars it leaves out stay as they are: a sold car
 * keeps its page (the feed marks it sold).
 */
export async function importStockFeed(db: Kysely<Database>, feed: StockImport): Promise<StockImportOutcome> {
  const now = feed.now ?? new Date();
  const report = feed.onProgress ?? (() => {});
  const read = readFeedRows(feed.text);
  if (!read.ok) return refused([read.problem]);
  if (read.rows.length > MAX_FEED_ROWS)
    return refused([{ row: MAX_FEED_ROWS + 2, column: '', message: `A feed may hold at most ${MAX_FEED_ROWS} cars; send the stock in parts.` }]);
  const mapping: FeedMapping = read.columns.some((column) => (GOOGLE_ONLY_COLUMNS as readonly string[]).includes(column.toLowerCase()))
    ? GOOGLE_VEHICLE_LISTINGS_FEED
    : CAR_COLUMNS_FEED;
  const headerProblems = mapping.headerProblems(read.columns).map((problem) => ({ row: 1, ...problem }));
  if (headerProblems.length > 0) return refused(headerProblems);
  const mapped = read.rows.map(({ row, cells }) => mapping.map(row, cells));

  return db.transaction().execute(async (trx) => {
    // One import at a time: new cars' ids are handed out below.
    await sql`select pg_advisory_xact_lock(hashtext('dealer-sites stock import'))`.execute(trx);
    const dealership = await trx.selectFrom('dealerships').select(['id', 'slug']).where('id', '=', feed.dealershipId).executeTakeFirst();
    if (!dealership) return refused([{ row: 1, column: '', message: `There is no dealership ${feed.dealershipId}.` }]);

    const ids = await carIds(trx, mapping, mapped, dealership.id);
    const problems: FeedProblem[] = [];
    const checked: CheckedCar[] = [];
    mapped.forEach((from, nth) => {
      const { car, problems: own } = completed(from, dealership, ids[nth], now);
      const found = own.length > 0 ? own : schemaProblems(from, car);
      if (found.length > 0) problems.push(...found);
      else checked.push({ car: car as Car, from });
      if ((nth + 1) % PROGRESS_EVERY === 0 || nth === mapped.length - 1) report({ step: 'checking', done: nth + 1, total: mapped.length });
    });
    problems.push(...(await clashes(trx, checked, dealership.id)));
    if (problems.length > 0) return refused(problems);

    const stored = await storedIds(trx, checked);
    const cars = checked.map(({ car }) => car);
    await upsertCars(trx, cars, updatedColumns(mapped), (written) => report({ step: 'writing', done: written, total: cars.length }));
    return { ok: true, answer: { format: mapping.format, imported: cars.length, added: cars.length - stored.size, updated: stored.size } } as const;
  });
}

/** The id each row's car is stored under: the feed's own, or for a Google feed, the dealership's car with that VIN, else a new one. */
async function carIds(trx: Kysely<Database>, mapping: FeedMapping, mapped: readonly MappedCar[], dealershipId: number): Promise<(number | undefined)[]> {
  if (mapping.format === 'cars') return mapped.map(() => undefined);
  const vins = [...new Set(mapped.flatMap((row) => (typeof row.fields.vin === 'string' ? [row.fields.vin] : [])))];
  const known = new Map<string, number>();
  for (let start = 0; start < vins.length; start += PER_QUERY) {
    const rows = await trx
      .selectFrom('cars')
      .select(['id', 'vin'])
      .where('dealership_id', '=', dealershipId)
      .where('vin', 'in', vins.slice(start, start + PER_QUERY))
      .execute();
    for (const row of rows) if (row.vin !== null) known.set(row.vin, row.id);
  }
  const { next } = await trx
    .selectFrom('cars')
    .select((eb) => sql<number>`coalesce(max(${eb.ref('id')}), 0) + 1`.as('next'))
    .executeTakeFirstOrThrow();
  let fresh = Number(next);
  return mapped.map((row) => {
    const vin = typeof row.fields.vin === 'string' ? row.fields.vin : undefined;
    if (vin === undefined) return fresh++;
    const id = known.get(vin) ?? fresh++;
    known.set(vin, id);
    return id;
  });
}

/**
 * The columns an update sets: every field the feed gives (one row giving it
 * is enough: a column in the feed is the record for every car in it), the
 * photo count and thumbnails with the photos, and the time of the update.
 * The rest keep what they held: the feed does not speak of them.
 */
function updatedColumns(mapped: readonly MappedCar[]): Set<string> {
  const columns = new Set<string>(['updated_at', 'dealership_slug']);
  for (const row of mapped) for (const field of Object.keys(row.fields)) columns.add(field);
  if (columns.has('images')) for (const derived of ['thumbnails', 'photos_count']) columns.add(derived);
  return columns;
}

/** A checked car and the row it came from. */
interface CheckedCar {
  car: Car;
  from: MappedCar;
}

/** Ids or slugs asked about in one query. */
const PER_QUERY = 5_000;

/** Rows that would collide: one car twice in the feed, an id that is another dealership's car, a slug another car has. */
async function clashes(trx: Kysely<Database>, checked: readonly CheckedCar[], dealershipId: number): Promise<FeedProblem[]> {
  const problems: FeedProblem[] = [];
  const at = ({ from }: CheckedCar, field: keyof Car) => ({ row: from.row, column: from.columns[field] ?? field });
  const byId = new Map<number, CheckedCar>();
  const bySlug = new Map<string, CheckedCar>();
  for (const one of checked) {
    const twice = byId.get(one.car.id);
    if (twice) problems.push({ ...at(one, one.from.columns.vin ? 'vin' : 'id'), message: `The same car as row ${twice.from.row}.` });
    else byId.set(one.car.id, one);
    const sameSlug = bySlug.get(one.car.slug);
    if (sameSlug && !twice) problems.push({ ...at(one, 'slug'), message: `Row ${sameSlug.from.row} has this slug too.` });
    else bySlug.set(one.car.slug, one);
  }
  for (let start = 0; start < checked.length; start += PER_QUERY) {
    const slice = checked.slice(start, start + PER_QUERY);
    const ids = slice.map(({ car }) => car.id);
    const slugs = slice.map(({ car }) => car.slug);
    const stored = await trx
      .selectFrom('cars')
      .select(['id', 'slug', 'dealership_id'])
      .where((eb) => eb.or([eb('id', 'in', ids), eb('slug', 'in', slugs)]))
      .execute();
    for (const other of stored) {
      const sameId = byId.get(other.id);
      if (sameId && other.dealership_id !== dealershipId) problems.push({ ...at(sameId, 'id'), message: `Car ${other.id} is another dealership's car.` });
      const sameSlug = bySlug.get(other.slug);
      if (sameSlug && sameSlug.car.id !== other.id) problems.push({ ...at(sameSlug, 'slug'), message: `Another car's page is at ${other.slug} already.` });
    }
  }
  return problems;
}

/** The ids of these cars that are stored already: the ones the import updates rather than adds. */
async function storedIds(trx: Kysely<Database>, checked: readonly CheckedCar[]): Promise<Set<number>> {
  const found = new Set<number>();
  for (let start = 0; start < checked.length; start += PER_QUERY) {
    const ids = checked.slice(start, start + PER_QUERY).map(({ car }) => car.id);
    for (const row of await trx.selectFrom('cars').select('id').where('id', 'in', ids).execute()) found.add(row.id);
  }
  return found;
}
