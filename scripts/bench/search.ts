/**
 * `npm run bench:search` (SEED_CARS=20000 by default; 100000 for the large
 * stock): 200 realistic searches, the same every run, on PGlite and, when
 * DATABASE_URL is set, on that PostgreSQL (in a database of its own,
 * dropped afterwards). For each engine, on one freshly seeded database:
 *  1. in process: searchCars, after the first search has loaded the stock;
 *  2. over HTTP, when the app is built (`npm run build`): the built app
 *     started as `npm start` does but with SEARCH_CACHE=off, on the same
 *     database, answering GET /sites/{slug}/api/search?… for the three demo
 *     dealers in turn, each search worked out.
 *  3. under load over HTTP: LOAD_CLIENTS (default 16) clients at once for
 *     LOAD_SECONDS (default 10), after LOAD_WARM_SECONDS (default 3) of the
 *     same load unmeasured, searching, then asking /api/site, the
 *     site's lightest JSON answer, for answers a second side by side; once
 *     on that server, once more on one started as `npm start` does, which
 *     answers a search asked before from the answer it kept. And once
 *     with SEARCH_AT_THE_DOOR=off, every search passed through Next.js's
 *     router rather than answered at the server's door (door-search.ts).
 * BENCH_HTTP=0 leaves the HTTP passes out. Each pass runs the 200 searches
 * ROUNDS (default 3) times; the figures are each
 * round's median and p95, and the median of those. Then the EXPLAIN
 * (ANALYZE, BUFFERS) of every SQL statement the slowest search made, and of
 * the statements that load the stock after a change.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql, type CompiledQuery } from 'kysely';
import type { SearchSettings, SiteScope } from '../../runtime/data-access';
import { EMPTY_SEARCH, searchToQueryString, type SearchState, type SortOption } from '../../runtime/rules/search-query-string';
import { createPostgresPool, PGLITE_EXTENSIONS } from '../../runtime/server/db/connection';
import { migrate } from '../../runtime/server/db/migrate';
import { PGliteDialect } from '../../runtime/server/db/pglite-dialect';
import type { Database } from '../../runtime/server/db/types';
import { compressAnswer } from '../../runtime/server/http/page-cache/page-encoding';
import { searchCars, type SearchTimings } from '../../runtime/server/search/search-cars';
import { seedDemoData } from '../../runtime/server/seed/seed';
import { SeededRandom } from '../../runtime/server/seed/random';
import { startAppServer } from '../../tests/support/app-server';
import { percentile } from './stats';

const CARS = Number(process.env.SEED_CARS ?? 20_000);
const SEARCHES = 200;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const NOW = new Date();
const SCOPE: SiteScope = { dealershipIds: [101, 201, 202, 203, 301], includeSoldCarsDays: 3, minImageCount: 0, inStockOnly: false };
const SETTINGS: SearchSettings = { searchVisibility: { minImageCount: 0, inStockOnly: false, excludePriceZeroFromPriceSort: true } };
const DEALERS = ['harbour-city-motors', 'sunshine-toyota', 'westside-used-cars'];
const BUILT_APP = path.join(process.cwd(), 'apps/web/.next/BUILD_ID');

const MAKES_MODELS: [string, string][] = [
  ['Toyota', 'Corolla'],
  ['Toyota', 'HiLux'],
  ['Toyota', 'RAV4'],
  ['Mazda', 'CX-5'],
  ['Ford', 'Ranger'],
  ['Hyundai', 'i30'],
  ['Kia', 'Sportage'],
];
const WORDS = ['toyota', 'corola', 'hilux', 'ranger', 'white', 'ute', 'diesel', 'mazda cx-5', 'sr5', 'automatic', 'kia', 'hybrid', 'hilx', 'landcrusier', 'rav4 gxl'];
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

interface Timed {
  ms: number;
  label: string;
}

const fmt = (ms: number) => `${ms.toFixed(1)} ms`;

/** Runs the searches ROUNDS times and prints each round's median and p95, and their medians. */
async function rounds(title: string, run: (state: SearchState, nth: number) => Promise<string>): Promise<Timed> {
  const searches = realisticSearches();
  const medians: number[] = [];
  const p95s: number[] = [];
  let slowest: Timed = { ms: 0, label: '' };
  for (let round = 1; round <= ROUNDS; round++) {
    const samples: number[] = [];
    for (const [nth, state] of searches.entries()) {
      const start = performance.now();
      const label = await run(state, nth);
      const ms = performance.now() - start;
      samples.push(ms);
      if (ms > slowest.ms) slowest = { ms, label };
    }
    medians.push(percentile(samples, 50));
    p95s.push(percentile(samples, 95));
    console.log(`  ${title} round ${round}: median ${fmt(percentile(samples, 50))}, p95 ${fmt(percentile(samples, 95))}, max ${fmt(Math.max(...samples))}`);
  }
  console.log(`  ${title}: median ${fmt(percentile(medians, 50))}, p95 ${fmt(percentile(p95s, 50))} (medians of ${ROUNDS} rounds of ${SEARCHES})`);
  console.log(`  ${title}: slowest ${fmt(slowest.ms)}: ${slowest.label}`);
  return slowest;
}

async function explain(db: Kysely<Database>, queries: readonly CompiledQuery[]): Promise<void> {
  for (const query of queries) {
    const { rows } = await db.executeQuery<Record<string, string>>({ ...query, sql: `explain (analyze, buffers) ${query.sql}` });
    console.log(`\n    ${query.sql.replace(/\s+/g, ' ').slice(0, 160)}…\n${rows.map((row) => `      ${Object.values(row)[0]}`).join('\n')}`);
  }
}

/** The in-process pass; `recorded` holds the SQL statements sent while recording is on. */
async function inProcess(engine: string, db: Kysely<Database>, recording: { on: boolean; queries: CompiledQuery[] }): Promise<void> {
  const coldStart = performance.now();
  await searchCars(db, SCOPE, SETTINGS, EMPTY_SEARCH, { now: NOW });
  console.log(`  first search (loads the stock index): ${fmt(performance.now() - coldStart)}`);
  for (const state of realisticSearches().slice(0, 20)) await searchCars(db, SCOPE, SETTINGS, state, { now: NOW });
  const byLabel = new Map<string, SearchState>();
  const slowest = await rounds(`${engine} in process`, async (state) => {
    const answer = await searchCars(db, SCOPE, SETTINGS, state, { now: NOW });
    const label = `${answer.count} cars, ${JSON.stringify(state)}`;
    byLabel.set(label, state);
    return label;
  });

  await phases(engine, db);

  recording.on = true;
  recording.queries.length = 0;
  await searchCars(db, SCOPE, SETTINGS, byLabel.get(slowest.label) ?? EMPTY_SEARCH, { now: NOW });
  recording.on = false;
  console.log(`\n  ${engine}: plans of the slowest search's statements:`);
  await explain(db, recording.queries);

  await sql`update stock_version set version = version + 1`.execute(db);
  recording.on = true;
  recording.queries.length = 0;
  const reloadStart = performance.now();
  await searchCars(db, SCOPE, SETTINGS, EMPTY_SEARCH, { now: NOW });
  const reloadMs = performance.now() - reloadStart;
  recording.on = false;
  console.log(`\n  ${engine}: first search after a stock change: ${fmt(reloadMs)}; plan of the first stock slice:`);
  await explain(db, recording.queries.filter((query) => query.sql.includes('jsonb_array_length')).slice(0, 1));
}

/**
 * Where a search's time goes, each part's median over the 200 searches:
 * searchCars' own phases (search-cars.ts), then encoding the answer as JSON
 * and compressing it as the server does (gzip), so the next step is visible.
 */
async function phases(engine: string, db: Kysely<Database>): Promise<void> {
  const parts = new Map<string, number[]>();
  const add = (part: string, ms: number) => parts.set(part, [...(parts.get(part) ?? []), ms]);
  const sizes: number[] = [];
  for (const state of realisticSearches()) {
    const timings = { stock: 0, candidates: 0, facets: 0, page: 0, cards: 0 } satisfies SearchTimings;
    const answer = await searchCars(db, SCOPE, SETTINGS, state, { now: NOW, timings });
    for (const [part, ms] of Object.entries(timings)) add(part, ms);
    let start = performance.now();
    const json = JSON.stringify(answer);
    add('JSON encoding', performance.now() - start);
    start = performance.now();
    sizes.push(compressAnswer(Buffer.from(json), 'gzip').length);
    add('gzip', performance.now() - start);
  }
  const line = [...parts].map(([part, samples]) => `${part} ${fmt(percentile(samples, 50))}`).join(', ');
  console.log(`  ${engine} in process, median of each part: ${line}; answer ${(percentile(sizes, 50) / 1024).toFixed(1)} kB gzipped`);
}

async function overHttp(engine: string, env: Record<string, string>): Promise<void> {
  if (process.env.BENCH_HTTP === '0' || !existsSync(BUILT_APP)) {
    console.log(`  ${engine} over HTTP: skipped (${process.env.BENCH_HTTP === '0' ? 'BENCH_HTTP=0' : 'the app is not built: npm run build'})`);
    return;
  }
  // One at a time and under load on a server that works every search out (SEARCH_CACHE=off): what a search asked for the first time costs.
  const server = await startAppServer({ env: { ...env, SEARCH_CACHE: 'off' } });
  try {
    const url = (state: SearchState, nth: number) => `${server.url}/sites/${DEALERS[nth % DEALERS.length]}/api/search?${searchToQueryString(state)}`;
    const get = async (address: string) => {
      const response = await fetch(address);
      const body = (await response.json()) as { count?: number };
      if (!response.ok) throw new Error(`${address} answered ${response.status}`);
      return body;
    };
    const coldStart = performance.now();
    await get(url(EMPTY_SEARCH, 0));
    console.log(`  first search over HTTP (loads the stock index): ${fmt(performance.now() - coldStart)}`);
    for (const [nth, state] of realisticSearches().slice(0, 30).entries()) await get(url(state, nth));
    await rounds(`${engine} over HTTP`, async (state, nth) => {
      const body = await get(url(state, nth));
      return `${body.count} cars, ${url(state, nth).replace(server.url, '')}`;
    });
    await loadPass(engine, 'every search worked out (SEARCH_CACHE=off)', server.url, 'in turn');
  } finally {
    await server.stop();
  }
  // The same, each search passed through Next.js's router as every request was before the door answered searches (door-search.ts).
  const throughNext = await startAppServer({ env: { ...env, SEARCH_CACHE: 'off', SEARCH_AT_THE_DOOR: 'off' } });
  try {
    for (const [nth, state] of realisticSearches().slice(0, 30).entries())
      await (await fetch(`${throughNext.url}/sites/${DEALERS[nth % DEALERS.length]}/api/search?${searchToQueryString(state)}`)).arrayBuffer();
    await loadPass(engine, 'every search worked out, through Next.js (SEARCH_AT_THE_DOOR=off)', throughNext.url, 'in turn');
  } finally {
    await throughNext.stop();
  }
  // The same load as the server answers it: a search asked before, while the stock is unchanged, is sent as it was kept.
  const keeping = await startAppServer({ env });
  try {
    // Warmed as the first server was by its rounds, with searches the load never asks (page 50), so none of its answers is kept beforehand.
    for (const [nth, state] of realisticSearches().entries())
      await (await fetch(`${keeping.url}/sites/${DEALERS[nth % DEALERS.length]}/api/search?${searchToQueryString({ ...state, page: 50 })}`)).arrayBuffer();
    await loadPass(engine, 'answers kept', keeping.url, 'in turn');
    await loadPass(engine, 'answers kept', keeping.url, 'by popularity');
  } finally {
    await keeping.stop();
  }
}

/**
 * Which of the 600 searches (200 searches × 3 dealers) the nth request of a
 * load asks: each in turn, so none is asked twice within 600 requests; or
 * by popularity, the kth most asked k times less often than the first
 * (Zipf's law, as search logs are), seeded so every run asks the same.
 */
type SearchMix = 'in turn' | 'by popularity';

function searchOrder(mix: SearchMix, count: number): (nth: number) => number {
  if (mix === 'in turn') return (nth) => nth % count;
  const random = new SeededRandom(2027);
  const weights = Array.from({ length: count }, (_, rank) => 1 / (rank + 1));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  // Popularity by rank, the ranks shuffled over the searches so the most asked is no particular one.
  const byRank = Array.from({ length: count }, (_, nth) => nth);
  for (let last = count - 1; last > 0; last--) {
    const other = random.int(0, last);
    [byRank[last], byRank[other]] = [byRank[other], byRank[last]];
  }
  const asked = Array.from({ length: 100_000 }, () => {
    let roll = random.next() * total;
    let rank = 0;
    while (roll >= weights[rank] && rank < count - 1) roll -= weights[rank++];
    return byRank[rank];
  });
  return (nth) => asked[nth % asked.length];
}

/** The searches and then /api/site under the same load, side by side. */
async function loadPass(engine: string, title: string, origin: string, mix: SearchMix): Promise<void> {
  const searches = realisticSearches();
  const order = searchOrder(mix, searches.length * DEALERS.length);
  const url = (pick: number) => `${origin}/sites/${DEALERS[pick % DEALERS.length]}/api/search?${searchToQueryString(searches[Math.floor(pick / DEALERS.length)])}`;
  const search = await underLoad((nth) => url(order(nth)));
  const site = await underLoad((nth) => `${origin}/sites/${DEALERS[nth % DEALERS.length]}/api/site`);
  console.log(
    `  ${engine} under load, ${title}, searches ${mix}, ${LOAD_CLIENTS} clients for ${LOAD_SECONDS} s after ${LOAD_WARM_SECONDS} s unmeasured: search ${search.perSecond.toFixed(0)}/s (median ${fmt(search.median)}, p95 ${fmt(search.p95)}, ` +
      `${((100 * search.kept) / search.answers).toFixed(0)} % kept), /api/site ${site.perSecond.toFixed(0)}/s (p95 ${fmt(site.p95)}); search answers ${((100 * search.perSecond) / site.perSecond).toFixed(0)} % of /api/site's rate`,
  );
}

const LOAD_CLIENTS = Number(process.env.LOAD_CLIENTS ?? 16);
const LOAD_SECONDS = Number(process.env.LOAD_SECONDS ?? 10);
/**
 * Each load is first run, unmeasured, for LOAD_WARM_SECONDS (default 3):
 * a server just started compiles its hot code while it answers (V8 moves a
 * function to its optimising compilers after enough calls) and grows its
 * heap, and a window that begins at start measures that as well. On
 * PostgreSQL at 20,000 cars, two servers' first 10 s under 16 clients gave
 * 363 and 408 searches a second, and the 10 s windows that followed 444 to
 * 609.
 */
const LOAD_WARM_SECONDS = Number(process.env.LOAD_WARM_SECONDS ?? 3);

/**
 * LOAD_CLIENTS clients, each sending its next request as soon as the last is
 * answered (body read), for LOAD_SECONDS: answers a second and latency under
 * that load. The clients run in this process, on the same two cores as the
 * server, which is why /api/site is measured the same way beside it.
 */
async function underLoad(address: (nth: number) => string): Promise<LoadFigures> {
  if (LOAD_WARM_SECONDS > 0) await loadFor(address, LOAD_WARM_SECONDS);
  return loadFor(address, LOAD_SECONDS);
}

interface LoadFigures {
  perSecond: number;
  median: number;
  p95: number;
  answers: number;
  kept: number;
}

async function loadFor(address: (nth: number) => string, seconds: number): Promise<LoadFigures> {
  const samples: number[] = [];
  let kept = 0;
  let next = 0;
  const until = performance.now() + seconds * 1000;
  const client = async () => {
    while (performance.now() < until) {
      const nth = next++;
      const start = performance.now();
      const response = await fetch(address(nth));
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${address(nth)} answered ${response.status}`);
      samples.push(performance.now() - start);
      if (response.headers.get('server-timing')?.includes('desc="kept"')) kept++;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: LOAD_CLIENTS }, client));
  const took = (performance.now() - started) / 1000;
  return { perSecond: samples.length / took, median: percentile(samples, 50), p95: percentile(samples, 95), answers: samples.length, kept };
}

function recordingDatabase(dialect: ConstructorParameters<typeof Kysely<Database>>[0]['dialect']) {
  const recording = { on: false, queries: [] as CompiledQuery[] };
  const db = new Kysely<Database>({ dialect, log: (event) => void (recording.on && event.level === 'query' && recording.queries.push(event.query)) });
  return { db, recording };
}

async function seed(engine: string, db: Kysely<Database>): Promise<void> {
  const start = performance.now();
  await migrate(db);
  await seedDemoData(db, { cars: CARS, now: NOW });
  await sql`analyze`.execute(db);
  console.log(`\n${engine}: ${CARS} cars seeded in ${((performance.now() - start) / 1000).toFixed(1)} s`);
}

async function pglite(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-search-'));
  try {
    const { db, recording } = recordingDatabase(new PGliteDialect(new PGlite(dataDir, { extensions: PGLITE_EXTENSIONS })));
    try {
      await seed('PGlite', db);
      await inProcess('PGlite', db, recording);
    } finally {
      await db.destroy();
    }
    await overHttp('PGlite', { DATA_DIR: dataDir, DATABASE_URL: '' });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function postgres(databaseUrl: string): Promise<void> {
  const name = `bench_search_${randomBytes(4).toString('hex')}`;
  const admin = createPostgresPool(databaseUrl, { max: 1 });
  await admin.query(`create database ${name}`);
  const address = new URL(databaseUrl);
  address.pathname = `/${name}`;
  try {
    const { db, recording } = recordingDatabase(new PostgresDialect({ pool: createPostgresPool(address.toString()) }));
    try {
      await seed('PostgreSQL', db);
      await inProcess('PostgreSQL', db, recording);
    } finally {
      await db.destroy();
    }
    await overHttp('PostgreSQL', { DATABASE_URL: address.toString() });
  } finally {
    await admin.query(`drop database ${name} with (force)`);
    await admin.end();
  }
}

console.log(`# bench:search, ${CARS} cars, on ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, ${NOW.toISOString().slice(0, 10)}`);
await pglite();
if (process.env.DATABASE_URL) await postgres(process.env.DATABASE_URL);
