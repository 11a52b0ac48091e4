/**
 * `npm run bench:page-weight` (after `npm run build`): the JavaScript a
 * shopper's phone downloads on first load of each page type, measured in
 * Chromium from the Resource Timing entries of the built app (compressed
 * bytes on the wire and bytes after decompression). Next 16 no longer prints
 * first-load sizes at build time, so the browser is the measure. Beside it,
 * the page's HTML and what it carries for hydration: the inline RSC payload
 * and the client components React runs in the browser (tests/support/flight-payload.ts).
 *
 * And the code the page's chunks carry more than once (chunk-modules.ts): a
 * module two of its chunks both hold is downloaded and compiled twice.
 */
import { startAppServer } from '../../tests/support/app-server';
import { launchChromium } from '../../tests/support/chromium';
import { flightPayloadOf } from '../../tests/support/flight-payload';
import { duplicatedCode, modulesOfChunk } from './chunk-modules';

const SLUG = 'sunshine-toyota';
const PAGES: readonly { name: string; path: string }[] = [
  { name: 'home', path: '/' },
  { name: 'search', path: '/search' },
  { name: 'search, make and model', path: '/search/toyota/corolla' },
  { name: 'content page', path: '/terms-and-conditions' },
];

interface ScriptWeight {
  scripts: number;
  transferKb: number;
  decodedKb: number;
  urls: string[];
}

const SCRIPT_WEIGHT_IN_PAGE = `(() => {
  const scripts = performance.getEntriesByType('resource').filter((e) => e.initiatorType === 'script' || e.name.endsWith('.js'));
  return {
    scripts: scripts.length,
    transferKb: scripts.reduce((total, e) => total + e.encodedBodySize, 0),
    decodedKb: scripts.reduce((total, e) => total + e.decodedBodySize, 0),
    urls: scripts.map((e) => e.name),
  };
})()`;

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

async function main() {
  const server = await startAppServer();
  const browser = await launchChromium();
  try {
    const rows: string[] = [];
    const [firstCar] = ((await (await fetch(`${server.url}/sites/${SLUG}/api/search`)).json()) as { hits: { slug: string }[] }).hits;
    for (const { name, path } of [...PAGES, { name: 'vehicle page', path: `/cars/${firstCar.slug}` }]) {
      const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
      const page = await context.newPage();
      await page.goto(`${server.url}/sites/${SLUG}${path}`, { waitUntil: 'networkidle' });
      // A string, not a function: tsx would wrap a function's inner helpers in a name helper the page lacks.
      const weight = (await page.evaluate(SCRIPT_WEIGHT_IN_PAGE)) as ScriptWeight;
      const html = await (await fetch(`${server.url}/sites/${SLUG}${path}`)).text();
      const flight = flightPayloadOf(html);
      const chunks = await Promise.all(weight.urls.map(async (url) => modulesOfChunk(await (await fetch(url)).text())));
      const repeated = duplicatedCode(chunks);
      rows.push(
        `| ${name} (\`${path}\`) | ${weight.scripts} | ${kb(weight.transferKb)} kB | ${kb(weight.decodedKb)} kB | ${kb(repeated.repeatedBytes)} kB (${Math.round((100 * repeated.repeatedBytes) / repeated.moduleBytes)} %) | ${kb(Buffer.byteLength(html))} kB | ${flight.payloadKb} kB | ${flight.clientComponents} |`,
      );
      await context.close();
    }
    console.log(`First-load JavaScript of ${SLUG}, ${new Date().toISOString().slice(0, 10)}, Chromium at 375 px:\n`);
    console.log('| page | scripts | compressed | uncompressed | module code carried twice | HTML | of which RSC payload | client components hydrated |');
    console.log('|---|---|---|---|---|---|---|---|');
    for (const row of rows) console.log(row);
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
