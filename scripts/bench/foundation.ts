/**
 * `npm run bench:foundation` (after `npm run build`): the foundation's two
 * figures, recorded in docs/benchmarks.md.
 *  1. validating a 200-block site document, after compiling the validator;
 *  2. warm server render of each demo dealer's home page over HTTP.
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { registry } from '../../blocks';
import type { BlockNode } from '../../schemas/block-node';
import { MAX_DATA_BLOCKS_PER_PAGE } from '../../schemas/document-limits';
import { readDealerConfigs, templatesIn } from '../../runtime/server/dealer-configs';
import { siteDocumentValidatorFor, validateSiteDocument } from '../../runtime/site-document/validator';
import { layOverBrandTemplate } from '../../runtime/site-document/resolve';
import { startAppServer } from '../../tests/support/app-server';
import { percentile, summary } from './stats';

const BLOCK_COUNT = 200;

function twoHundredBlockDocument(): Record<string, unknown> {
  const definitions = registry.list();
  const blocks: BlockNode[] = [];
  let dataBlocks = 0;
  for (let i = 0; blocks.length < BLOCK_COUNT; i++) {
    const definition = definitions[i % definitions.length];
    // Every kind of block, but no more that load stock than a page may hold.
    if (definition.load && dataBlocks++ >= MAX_DATA_BLOCKS_PER_PAGE) continue;
    const node: BlockNode = { id: `block-${i}`, type: definition.type, props: structuredClone(definition.defaults) };
    if (definition.slots?.length) node.slots = Object.fromEntries(definition.slots.map((slot) => [slot, []]));
    blocks.push(node);
  }
  return {
    schemaVersion: 1,
    dealer: { slug: 'bench', name: 'Bench Motors', template: 'independent', dealershipIds: [1], websiteId: 1 },
    pages: [{ id: 'home', path: '/', title: 'Home', blocks }],
  };
}

async function validationBenchmark(): Promise<string[]> {
  const document = twoHundredBlockDocument();
  const compileStart = performance.now();
  siteDocumentValidatorFor(registry);
  const compileMs = performance.now() - compileStart;
  const check = validateSiteDocument(document, registry);
  if (!check.valid) throw new Error(`The benchmark document is invalid: ${JSON.stringify(check.errors.slice(0, 3))}`);
  for (let i = 0; i < 200; i++) validateSiteDocument(document, registry);
  const samples: number[] = [];
  for (let i = 0; i < 1000; i++) {
    const start = performance.now();
    validateSiteDocument(document, registry);
    samples.push(performance.now() - start);
  }
  // The same, for the three real demo documents (merged over their templates).
  const configs = await readDealerConfigs();
  const real = await Promise.all(configs.dealers.map(async (d) => (await layOverBrandTemplate(d.document, templatesIn(configs))).document));
  const realSamples: number[] = [];
  for (let i = 0; i < 300; i++) {
    for (const doc of real) {
      const start = performance.now();
      validateSiteDocument(doc, registry);
      realSamples.push(performance.now() - start);
    }
  }
  return [
    `validator compile (once per process): ${compileMs.toFixed(1)} ms`,
    `validate a ${BLOCK_COUNT}-block document (copy + ajv + document checks): ${summary(samples)}; target < 2 ms`,
    `validate a demo dealer document: ${summary(realSamples)}`,
  ];
}

async function renderBenchmark(): Promise<string[]> {
  const server = await startAppServer();
  try {
    const dealers = ['sunshine-toyota', 'harbour-city-motors', 'westside-used-cars'];
    const lines: string[] = [];
    for (const slug of dealers) {
      const url = `${server.url}/sites/${slug}`;
      for (let i = 0; i < 30; i++) await (await fetch(url)).text();
      const samples: number[] = [];
      for (let i = 0; i < 200; i++) {
        const start = performance.now();
        const response = await fetch(url);
        await response.text();
        samples.push(performance.now() - start);
        if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      }
      lines.push(`home page ${slug} (full HTML over HTTP): ${summary(samples)}; target median < 50 ms`);
      if (percentile(samples, 50) > 50) lines.push(`  ^ over target`);
    }
    return lines;
  } finally {
    await server.stop();
  }
}

console.log(
  `# bench:foundation on ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}`,
);
console.log(`database: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`);
for (const line of await validationBenchmark()) console.log(line);
for (const line of await renderBenchmark()) console.log(line);
