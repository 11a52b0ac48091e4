/**
 * `npm run bench:vehicle-page` (after `npm run build`): the vehicle page's
 * warm server render over HTTP at 20,000 cars (the demo's default stock),
 * one request at a time and eight at once, across many cars (each a
 * different page, as shoppers arrive), recorded in docs/benchmarks.md.
 */
import os from 'node:os';
import { startAppServer } from '../../tests/support/app-server';
import { percentile, summary } from './stats';
import { timedGet } from './timed-get';

const SLUG = 'westside-used-cars';
const CARS = 40;
const SEQUENTIAL_RUNS = 200;
const CONCURRENT = 8;
const TARGET_MEDIAN_MS = 50;

const server = await startAppServer({ env: { SEED_CARS: '20000' } });
try {
  const site = `${server.url}/sites/${SLUG}`;
  const searched = await fetch(`${site}/api/search`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ hitsPerPage: CARS }) });
  if (!searched.ok) throw new Error(`The search answered ${searched.status}: ${await searched.text()}`);
  const answer = (await searched.json()) as { hits: { slug: string }[]; count: number };
  const pages = answer.hits.map((hit) => `${site}/cars/${hit.slug}`);
  if (pages.length < CARS) throw new Error(`Only ${pages.length} cars to open`);
  // Warm: every page once, so Next's code paths and the database's pages are in memory.
  for (const page of pages) await timedGet(page);
  const sequential: number[] = [];
  for (let i = 0; i < SEQUENTIAL_RUNS; i++) sequential.push(await timedGet(pages[i % pages.length]));
  const concurrent: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENT }, async () => {
      while (next < SEQUENTIAL_RUNS) concurrent.push(await timedGet(pages[next++ % pages.length]));
    }),
  );
  console.log(
    `# bench:vehicle-page on ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`,
  );
  console.log(`stock: ${answer.count} cars in ${SLUG}'s search of 20,000 seeded; ${pages.length} different vehicle pages`);
  console.log(
    `one at a time (full HTML over HTTP): ${summary(sequential)}; target median ≤ ${TARGET_MEDIAN_MS} ms${percentile(sequential, 50) > TARGET_MEDIAN_MS ? ' — OVER' : ''}`,
  );
  console.log(`${CONCURRENT} at once: ${summary(concurrent)}`);
} finally {
  await server.stop();
}
