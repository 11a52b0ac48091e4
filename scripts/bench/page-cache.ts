/**
 * `npm run bench:page-cache` (after `npm run build`): what the page cache
 * (runtime/server/http/page-cache) saves, recorded in docs/benchmarks.md.
 * The built app starts on a fresh database twice, with the cache and with
 * PAGE_CACHE=off, and on each demo dealer's home, search, a vehicle page
 * and a content page measures, after BENCH_WARM_UP requests of each:
 *  1. the server's time for a kept page, from the Server-Timing it sends
 *     (the version statement, the new nonce and the compression included);
 *  2. the whole answer over HTTP, one at a time, kept and rendered;
 *  3. pages a second and p95 with BENCH_CLIENTS clients asking every one of
 *     the twelve pages over and over for BENCH_SECONDS.
 * Asked as a browser navigates (Accept: text/html…, Accept-Encoding: br, gzip), so the compression
 * a shopper's page costs is counted on both sides.
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { startAppServer } from '../../tests/support/app-server';
import { percentile } from './stats';

const SLUGS = ['sunshine-toyota', 'harbour-city-motors', 'westside-used-cars'];
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
const WARM_UP = Number(process.env.BENCH_WARM_UP ?? 30);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 16);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const BROWSER_ASKS = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8', 'accept-encoding': 'br, gzip' };

interface Page {
  name: string;
  path: string;
}

async function pagesOf(base: string, slug: string): Promise<Page[]> {
  const searched = await fetch(`${base}/sites/${slug}/api/search`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ hitsPerPage: 1 }) });
  const [car] = ((await searched.json()) as { hits: { slug: string }[] }).hits;
  if (!car) throw new Error(`${slug}'s search found no car`);
  // The home is /sites/{slug} itself: with a trailing slash Next.js answers a redirect first.
  return [
    { name: 'home', path: `/sites/${slug}` },
    { name: 'search', path: `/sites/${slug}/search` },
    { name: 'vehicle page', path: `/sites/${slug}/cars/${car.slug}` },
    { name: 'content page', path: `/sites/${slug}/terms-and-conditions` },
  ];
}

/** One GET read whole: the milliseconds it took and the server's own time when it sent one. */
async function timedGet(url: string): Promise<{ ms: number; serverMs?: number; cache?: string }> {
  const start = performance.now();
  const response = await fetch(url, { headers: BROWSER_ASKS });
  await response.arrayBuffer();
  const ms = performance.now() - start;
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const timing = /desc="(\w+)"(?:;dur=([\d.]+))?/.exec(response.headers.get('server-timing') ?? '');
  return { ms, cache: timing?.[1], serverMs: timing?.[2] === undefined ? undefined : Number(timing[2]) };
}

const figure = (samples: number[]) => `${percentile(samples, 50).toFixed(2)} / ${percentile(samples, 95).toFixed(2)}`;

async function oneAtATime(base: string, pages: { slug: string; page: Page }[]) {
  const rows = new Map<string, { http: number[]; server: number[]; answeredBy: Set<string> }>();
  for (const { slug, page } of pages) {
    const url = `${base}${page.path}`;
    for (let i = 0; i < WARM_UP; i++) await timedGet(url);
    const row = { http: [] as number[], server: [] as number[], answeredBy: new Set<string>() };
    for (let i = 0; i < ROUNDS; i++) {
      const { ms, serverMs, cache } = await timedGet(url);
      row.http.push(ms);
      if (serverMs !== undefined) row.server.push(serverMs);
      row.answeredBy.add(cache ?? 'render');
    }
    rows.set(`${slug} ${page.name}`, row);
  }
  return rows;
}

async function underLoad(base: string, pages: { page: Page }[]) {
  const samples: number[] = [];
  const ends = performance.now() + SECONDS * 1000;
  let next = 0;
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (performance.now() < ends) {
        const { page } = pages[next++ % pages.length]!;
        samples.push((await timedGet(`${base}${page.path}`)).ms);
      }
    }),
  );
  return { perSecond: samples.length / SECONDS, p95: percentile(samples, 95), median: percentile(samples, 50) };
}

async function measure(env: Record<string, string>) {
  const server = await startAppServer({ env });
  try {
    const pages = (await Promise.all(SLUGS.map(async (slug) => (await pagesOf(server.url, slug)).map((page) => ({ slug, page }))))).flat();
    return { pages: await oneAtATime(server.url, pages), load: await underLoad(server.url, pages) };
  } finally {
    await server.stop();
  }
}

console.log(
  `# bench:page-cache on ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`,
);
const kept = await measure({});
const rendered = await measure({ PAGE_CACHE: 'off' });
console.log(`${ROUNDS} requests a page one at a time after ${WARM_UP} to warm; figures are median / p95 in ms`);
console.log('| dealer page | kept: server time | kept: over HTTP | rendered: over HTTP | answered by |');
console.log('| --- | --- | --- | --- | --- |');
for (const [name, row] of kept.pages) {
  const render = rendered.pages.get(name)!;
  console.log(`| ${name} | ${row.server.length ? figure(row.server) : '—'} | ${figure(row.http)} | ${figure(render.http)} | ${[...row.answeredBy].join(', ')} |`);
}
console.log(`${CLIENTS} clients asking all ${kept.pages.size} pages for ${SECONDS} s:`);
for (const [name, load] of [
  ['kept', kept.load],
  ['rendered (PAGE_CACHE=off)', rendered.load],
] as const)
  console.log(`- ${name}: ${load.perSecond.toFixed(0)} pages a second, median ${load.median.toFixed(1)} ms, p95 ${load.p95.toFixed(1)} ms`);
