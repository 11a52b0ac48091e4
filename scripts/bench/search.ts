/**
 * `npm run bench:search` (SEED_CARS=20000 by default; 100000 for the large
 * stock): 200 realistic searches, the same every run, against searchCars in
 * process, on PGlite and, when DATABASE_URL is set, on that PostgreSQL (in
 * a schema of its own, dropped afterwards). Prints median and p95 per
 * engine and the EXPLAIN ANALYZE of the slowest search's hits query.
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import type { SearchSettings, SiteScope } from '../../runtime/data-access';
import { EMPTY_SEARCH, type SearchState, type SortOption } from '../../runtime/rules/search-query-string';
import { createPostgresPool, PGLITE_EXTENSIONS } from '../../runtime/server/db/connection';
import { migrate } from '../../runtime/server/db/migrate';
import { PGliteDialect } from '../../runtime/server/db/pglite-dialect';
import type { Database } from '../../runtime/server/db/types';
import { whereIncludedInSearch } from '../../runtime/server/repositories/car-inclusion';
import { searchCars } from '../../runtime/server/search/search-cars';
import { refinementConditions } from '../../runtime/server/search/search-conditions';
import { searchOrderSql } from '../../runtime/server/search/search-order';
import { textMatchSql } from '../../runtime/server/search/text-query';
import { seedDemoData } from '../../runtime/server/seed/seed';
import { SeededRandom } from '../../runtime/server/seed/random';
import { percentile } from './stats';

const CARS = Number(process.env.SEED_CARS ?? 20_000);
const SEARCHES = 200;
const NOW = new Date('2026-11-22T00:00:00Z');
const SCOPE: SiteScope = { dealershipIds: [101, 201, 202, 203, 301], includeSoldCarsDays: 3, minImageCount: 0, inStockOnly: false };
const SETTINGS: SearchSettings = { searchVisibility: { minImageCount: 0, inStockOnly: false, excludePriceZeroFromPriceSort: true } };

const MAKES_MODELS: [string, string][] = [['Toyota', 'Corolla'], ['Toyota', 'HiLux'], ['Toyota', 'RAV4'], ['Mazda', 'CX-5'], ['Ford', 'Ranger'], ['Hyundai', 'i30'], ['Kia', 'Sportage']];
const WORDS = ['toyota', 'corola', 'hilux', 'ranger', 'white', 'ute', 'diesel', 'mazda cx-5', 'sr5', 'automatic', 'kia', 'hybrid'];
const BODIES = ['suv', 'ute', 'sedan', 'hatch', 'wagon'];
const SORTS: SortOption[] = ['relevant', 'relevant', 'latest', 'price_asc', 'price_desc'];

/** A shopper's search: mostly browsing with a filter or two, sometimes typing, sometimes paging on. */
function realisticSearches(): SearchState[] {
  const random = new SeededRandom(2026);
  return Array.from({ length: SEARCHES }, () => {
    const lists: SearchState['lists'] = {};
    const ranges: SearchState['ranges'] = {};
    let query = '';
    if (random.chance(0.3)) query = random.pick(WORDS);
    if (random.chance(0.4)) {
      const [make, model] = random.pick(MAKES_MODELS);
      lists.make = [make];
      if (random.chance(0.5)) lists.model = [model];
    }
    if (random.chance(0.25)) lists.body = [random.pick(BODIES)];
    if (random.chance(0.2)) lists.car_type = [random.pick(['new', 'used', 'demo'])];
    if (random.chance(0.2)) ranges.price = random.chance(0.5) ? { max: random.int(15, 60) * 1000 } : { min: random.int(10, 40) * 1000, max: random.int(45, 90) * 1000 };
    if (random.chance(0.1)) lists.price_range = ['20000 - 30000', '30000 - 40000'];
    if (random.chance(0.1)) ranges.km = { max: random.int(2, 15) * 10_000 };
    const page = random.chance(0.2) ? random.int(2, 6) : 1;
    return { ...EMPTY_SEARCH, query, lists, ranges, sortBy: random.pick(SORTS), page };
  });
}

async function explainHits(db: Kysely<Database>, state: SearchState): Promise<string> {
  let query = whereIncludedInSearch(db.selectFrom('cars'), SCOPE, NOW);
  const text = textMatchSql(state.query);
  if (text) query = query.where(text);
  for (const condition of refinementConditions(state)) query = query.where(condition.sql);
  const hits = searchOrderSql(state.sortBy, state.query).reduce((q, order) => q.orderBy(order), query.selectAll('cars')).limit(21).offset((state.page - 1) * 21);
  const { rows } = await sql<{ 'QUERY PLAN': string }>`explain analyze ${hits}`.execute(db);
  return rows.map((row) => row['QUERY PLAN']).join('\n');
}

async function bench(engine: string, db: Kysely<Database>): Promise<void> {
  const seedStart = performance.now();
  await migrate(db);
  await seedDemoData(db, { cars: CARS, now: NOW });
  console.log(`\n${engine}: ${CARS} cars seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);
  const searches = realisticSearches();
  for (const state of searches.slice(0, 20)) await searchCars(db, SCOPE, SETTINGS, state, { now: NOW });
  const timings: { ms: number; state: SearchState; count: number }[] = [];
  for (const state of searches) {
    const start = performance.now();
    const answer = await searchCars(db, SCOPE, SETTINGS, state, { now: NOW });
    timings.push({ ms: performance.now() - start, state, count: answer.count });
  }
  const samples = timings.map((t) => t.ms);
  console.log(`${engine}: ${SEARCHES} searches: median ${percentile(samples, 50).toFixed(1)} ms, p95 ${percentile(samples, 95).toFixed(1)} ms, max ${Math.max(...samples).toFixed(1)} ms`);
  const slowest = timings.reduce((a, b) => (b.ms > a.ms ? b : a));
  console.log(`${engine}: slowest (${slowest.ms.toFixed(1)} ms, ${slowest.count} cars): ${JSON.stringify(slowest.state)}`);
  console.log(`${engine}: its hits query plan:\n${await explainHits(db, slowest.state)}`);
}

async function main(): Promise<void> {
  const pglite = new Kysely<Database>({ dialect: new PGliteDialect(new PGlite({ extensions: PGLITE_EXTENSIONS })) });
  try {
    await bench('PGlite', pglite);
  } finally {
    await pglite.destroy();
  }
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) return;
  const schema = `bench_search_${randomBytes(4).toString('hex')}`;
  const admin = createPostgresPool(databaseUrl, { max: 1 });
  await admin.query(`create extension if not exists pg_trgm with schema public`);
  await admin.query(`create schema ${schema}`);
  const postgres = new Kysely<Database>({ dialect: new PostgresDialect({ pool: createPostgresPool(databaseUrl, { searchPath: `${schema},public` }) }) });
  try {
    await bench('PostgreSQL', postgres);
  } finally {
    await postgres.destroy();
    await admin.query(`drop schema ${schema} cascade`);
    await admin.end();
  }
}

await main();
