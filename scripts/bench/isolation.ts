/**
 * `npm run bench:isolation` (after `npm run build`): does one dealer's
 * heaviest page slow another dealer's site? Recorded in docs/benchmarks.md.
 *
 * Harbour City Motors publishes the heaviest home page a document may hold
 * (MAX_BLOCKS_PER_PAGE blocks, MAX_DATA_BLOCKS_PER_PAGE of them loading
 * stock). Westside's home page is then timed over HTTP, CONCURRENCY requests
 * at a time, first alone and then while CONCURRENCY more clients fetch
 * Harbour's page without pause. The figure is the ratio of Westside's p95
 * under that load to its p95 alone; the goal is at most 2.
 */
import os from 'node:os';
import { registry } from '../../blocks';
import { MAX_BLOCKS_PER_PAGE, MAX_DATA_BLOCKS_PER_PAGE } from '../../schemas/document-limits';
import type { BlockNode } from '../../schemas/block-node';
import { DEMO_MARKETERS } from '../../runtime/server/auth/demo-marketers';
import { validateSiteDocument } from '../../runtime/site-document/validator';
import { startAppServer } from '../../tests/support/app-server';
import { percentile, summary } from './stats';
import { timedGet } from './timed-get';

const CONCURRENCY = 4;
/** Clients fetching the heavy page at once: CONCURRENCY by default; more (ISOLATION_HEAVY_CLIENTS=16) is a flood of them. */
const HEAVY_CLIENTS = Number(process.env.ISOLATION_HEAVY_CLIENTS ?? CONCURRENCY);
const REQUESTS = 200;
const HEAVY = 'harbour-city-motors';
const NORMAL = 'westside-used-cars';
/** Blocks that load stock the same way on any home page. */
const DATA_TYPES = ['featured-vehicles', 'stock-carousel', 'models-by-body', 'make-directory'];

function heaviestHome(): BlockNode[] {
  const cheap = registry.list().filter((d) => !d.load && !d.slots?.length && d.category !== 'site');
  const blocks: BlockNode[] = [];
  for (let i = 0; i < MAX_DATA_BLOCKS_PER_PAGE; i++) {
    const type = DATA_TYPES[i % DATA_TYPES.length]!;
    blocks.push({ id: `data-${i}`, type, props: structuredClone(registry.get(type)!.defaults) });
  }
  for (let i = 0; blocks.length < MAX_BLOCKS_PER_PAGE; i++) {
    const definition = cheap[i % cheap.length]!;
    blocks.push({ id: `cheap-${i}`, type: definition.type, props: structuredClone(definition.defaults) });
  }
  return blocks;
}

async function publishHeaviestHome(base: string): Promise<void> {
  const admin = DEMO_MARKETERS.find((m) => m.role === 'platform-admin')!;
  const json = { 'content-type': 'application/json', origin: base };
  const signIn = await fetch(`${base}/api/auth/sign-in/email`, { method: 'POST', headers: json, body: JSON.stringify({ email: admin.email, password: admin.password }) });
  if (!signIn.ok) throw new Error(`Signing in failed: ${signIn.status}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const api = (what: string) => `${base}/editor/api/sites/${HEAVY}/${what}`;
  const draft = (await (await fetch(api('draft'), { headers: { cookie } })).json()) as { document: { pages: { path: string; blocks: BlockNode[] }[] }; revision: number };
  draft.document.pages.find((page) => page.path === '/')!.blocks = heaviestHome();
  const check = validateSiteDocument(draft.document, registry);
  if (!check.valid) throw new Error(`The heavy page is not a valid document: ${JSON.stringify(check.errors.slice(0, 3))}`);
  const saved = await fetch(api('draft'), { method: 'PUT', headers: { ...json, cookie }, body: JSON.stringify({ document: draft.document, revision: draft.revision }) });
  if (!saved.ok) throw new Error(`Saving failed: ${saved.status} ${await saved.text()}`);
  const { revision } = (await saved.json()) as { revision: number };
  const published = await fetch(api('publish'), { method: 'POST', headers: { ...json, cookie }, body: JSON.stringify({ revision }) });
  if (!published.ok) throw new Error(`Publishing failed: ${published.status} ${await published.text()}`);
}

/** REQUESTS timed fetches of url, CONCURRENCY at a time. */
async function timeUnderClients(url: string): Promise<number[]> {
  const samples: number[] = [];
  let left = REQUESTS;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (left-- > 0) samples.push(await timedGet(url));
    }),
  );
  return samples;
}

const server = await startAppServer();
try {
  const normal = `${server.url}/sites/${NORMAL}`;
  const heavy = `${server.url}/sites/${HEAVY}`;
  await publishHeaviestHome(server.url);
  for (let i = 0; i < 20; i++) await timedGet(normal);
  const heavyAlone = [];
  for (let i = 0; i < 10; i++) heavyAlone.push(await timedGet(heavy));

  const alone = await timeUnderClients(normal);
  let loading = true;
  const heavyUnderLoad: number[] = [];
  const load = Promise.all(
    Array.from({ length: HEAVY_CLIENTS }, async () => {
      while (loading) heavyUnderLoad.push(await timedGet(heavy));
    }),
  );
  const loaded = await timeUnderClients(normal);
  loading = false;
  await load;

  console.log(
    `# bench:isolation on ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}`,
  );
  console.log(`database: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}; ${CONCURRENCY} clients at a time`);
  console.log(`${HEAVY} home, ${MAX_BLOCKS_PER_PAGE} blocks (${MAX_DATA_BLOCKS_PER_PAGE} loading stock), one at a time: ${summary(heavyAlone)}`);
  console.log(`${NORMAL} home alone: ${summary(alone)}`);
  console.log(`${NORMAL} home while ${HEAVY_CLIENTS} clients fetch ${HEAVY}'s: ${summary(loaded)}`);
  console.log(`${HEAVY} home meanwhile: ${summary(heavyUnderLoad)}`);
  const ratio = percentile(loaded, 95) / percentile(alone, 95);
  console.log(`p95 under load / p95 alone: ${ratio.toFixed(2)}× (goal ≤ 2×)`);
} finally {
  await server.stop();
}
