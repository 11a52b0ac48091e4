/**
 * `npm run bench:main-thread` (after `SOURCE_MAPS=1 npm run build`): where a
 * phone's main thread goes while a dealer page loads, so the next cut of
 * total blocking time aims at the right thing.
 *
 * Chromium, its CPU slowed 4× (Lighthouse's mobile factor), records a CPU
 * profile from the navigation until three seconds after `load`. Each sample
 * is read back through the build's source maps and counted under the part
 * of the work it belongs to:
 *
 * - React rendering in slices (`renderRootConcurrent`): hydration and
 *   transitions, which give way to other work every few milliseconds;
 * - React rendering in one task (`renderRootSync`): an update outside a
 *   transition, which holds the thread until the whole tree is rendered;
 * - React's commits, and the effects it flushes after them, each one task;
 * - module start: the page's JavaScript modules evaluated;
 * - other script, and the browser's own work (parsing, style, layout, paint,
 *   garbage collection), as the profile names them.
 *
 * For the parts that run in one task, the page's own source files that took
 * the most are listed: what to move into a transition, or out of the page's
 * first moments. Medians of MAIN_THREAD_RUNS runs (default 3) for the home,
 * search and a vehicle page of MAIN_THREAD_DEALER (default sunshine-toyota).
 */
import type { CDPSession } from 'playwright-core';
import { type RawSourceMap, SourceMapConsumer } from 'source-map-js';
import { startAppServer } from '../../tests/support/app-server';
import { launchChromium } from '../../tests/support/chromium';
import { machineLine } from './benchmarks-file';
import { percentile } from './stats';

const RUNS = Number(process.env.MAIN_THREAD_RUNS ?? 3);
const DEALER = process.env.MAIN_THREAD_DEALER ?? 'sunshine-toyota';
const CPU_SLOWDOWN = 4;
const AFTER_LOAD_MS = 3000;
const SAMPLING_INTERVAL_US = 200;
const OWN_FILES_LISTED = 6;

if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error(`MAIN_THREAD_RUNS must be a whole number of runs, not ${process.env.MAIN_THREAD_RUNS}`);

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
interface Profile {
  nodes: { id: number; callFrame: CallFrame; children?: number[] }[];
  samples: number[];
  timeDeltas: number[];
}

/** React's entry points, outermost first wins: which part of React's work a sample belongs to. */
const REACT_PARTS: Record<string, string> = {
  renderRootConcurrent: 'React rendering in slices',
  renderRootSync: 'React rendering in one task',
  commitRoot: 'React commits',
  flushPassiveEffects: 'React effects',
};
/** The parts that hold the thread for as long as they take, whose own source files are listed. */
const ONE_TASK_PARTS = new Set(['React rendering in one task', 'React effects', 'React commits']);
const BROWSER_PARTS: Record<string, string> = {
  '(program)': "browser's own work (parse, style, layout, paint)",
  '(garbage collector)': 'garbage collection',
};
const MODULE_START = 'module start';
const OTHER = 'other script';

/** Where a frame of the page's JavaScript came from, through the chunk's source map. */
class SourceMaps {
  private readonly maps = new Map<string, Promise<SourceMapConsumer | undefined>>();

  private consumer(url: string): Promise<SourceMapConsumer | undefined> {
    let found = this.maps.get(url);
    if (!found) {
      found = (async () => {
        if (!url.includes('/_next/static/')) return undefined;
        const code = await (await fetch(url)).text();
        const mapName = code.match(/sourceMappingURL=(\S+)\s*$/)?.[1];
        if (!mapName) return undefined;
        const answer = await fetch(new URL(mapName, url));
        return answer.ok ? new SourceMapConsumer((await answer.json()) as RawSourceMap) : undefined;
      })();
      this.maps.set(url, found);
    }
    return found;
  }

  async original(frame: CallFrame): Promise<{ file: string; name: string }> {
    const map = frame.url ? await this.consumer(frame.url) : undefined;
    if (!map || frame.lineNumber < 0) return { file: '', name: frame.functionName };
    const position = map.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
    const file = (position.source ?? '').replace(/^.*node_modules\//, 'node_modules/').replace(/^turbopack:\/\/\/\[project\]\//, '');
    return { file, name: position.name ?? frame.functionName };
  }
}

const isOwnFile = (file: string) => file !== '' && !file.startsWith('node_modules/') && !file.includes('[turbopack]') && !/^https?:/.test(file);

interface Attributed {
  /** Milliseconds of main-thread time per part. */
  parts: Map<string, number>;
  /** Per one-task part, milliseconds per own source file (the innermost own frame of each sample). */
  ownFiles: Map<string, Map<string, number>>;
}

async function attribute(profile: Profile, maps: SourceMaps): Promise<Attributed> {
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const original = new Map<number, { file: string; name: string }>();
  for (const node of profile.nodes) original.set(node.id, await maps.original(node.callFrame));
  const frameName = new Map(profile.nodes.map((node) => [node.id, node.callFrame.functionName]));
  const parts = new Map<string, number>();
  const ownFiles = new Map<string, Map<string, number>>();
  const add = <K>(map: Map<K, number>, key: K, ms: number) => map.set(key, (map.get(key) ?? 0) + ms);
  profile.samples.forEach((leaf, i) => {
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    const leafName = frameName.get(leaf) ?? '';
    if (leafName === '(idle)') return;
    const browserPart = BROWSER_PARTS[leafName];
    if (browserPart) {
      add(parts, browserPart, ms);
      return;
    }
    let part: string | undefined;
    let moduleStart = false;
    let ownFile: string | undefined;
    for (let id: number | undefined = leaf; id !== undefined; id = parent.get(id)) {
      const frame = original.get(id)!;
      if (frame.file.includes('react-dom') && REACT_PARTS[frame.name]) part = REACT_PARTS[frame.name];
      if (/instantiateModule/.test(frame.name)) moduleStart = true;
      if (ownFile === undefined && isOwnFile(frame.file)) ownFile = frame.file;
    }
    part ??= moduleStart ? MODULE_START : OTHER;
    add(parts, part, ms);
    if (ONE_TASK_PARTS.has(part)) {
      const files = ownFiles.get(part) ?? new Map<string, number>();
      add(files, ownFile ?? '(React and libraries only)', ms);
      ownFiles.set(part, files);
    }
  });
  return { parts, ownFiles };
}

async function profileLoad(cdp: CDPSession, load: () => Promise<void>): Promise<Profile> {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: SAMPLING_INTERVAL_US });
  await cdp.send('Profiler.start');
  await load();
  return ((await cdp.send('Profiler.stop')) as { profile: Profile }).profile;
}

async function main() {
  const server = await startAppServer();
  const browser = await launchChromium();
  const maps = new SourceMaps();
  try {
    const [car] = ((await (await fetch(`${server.url}/sites/${DEALER}/api/search`)).json()) as { hits: { slug: string }[] }).hits;
    const pages = [
      { name: 'home', path: `/sites/${DEALER}` },
      { name: 'search', path: `/sites/${DEALER}/search` },
      { name: 'vehicle page', path: `/sites/${DEALER}/cars/${car!.slug}` },
    ];
    const probe = await (await fetch(`${server.url}${pages[0]!.path}`)).text();
    const chunk = probe.match(/src="(\/_next\/static\/chunks\/[^"]+\.js)"/)?.[1];
    const chunkCode = chunk ? await (await fetch(server.url + chunk)).text() : '';
    if (!/sourceMappingURL=/.test(chunkCode)) throw new Error('The build has no source maps: run `SOURCE_MAPS=1 npm run build` first.');

    const results = new Map<string, Attributed[]>();
    for (let run = 0; run < RUNS; run++) {
      for (const page of pages) {
        const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
        try {
          const tab = await context.newPage();
          // Once unthrottled, so the server has the page kept and the code is compiled as a returning server's would be.
          await tab.goto(server.url + page.path, { waitUntil: 'load' });
          const cdp = await context.newCDPSession(tab);
          await cdp.send('Network.enable');
          await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
          await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
          const profile = await profileLoad(cdp, async () => {
            await tab.goto(server.url + page.path, { waitUntil: 'load' });
            await tab.waitForTimeout(AFTER_LOAD_MS);
          });
          results.set(page.name, [...(results.get(page.name) ?? []), await attribute(profile, maps)]);
        } finally {
          await context.close();
        }
      }
    }

    const median = (values: number[]) => Math.round(percentile(values, 50));
    const allParts = [...Object.values(REACT_PARTS), MODULE_START, OTHER, ...Object.values(BROWSER_PARTS)];
    console.log(
      `\n${new Date().toISOString().slice(0, 10)} · ${machineLine(browser.version())}; ${DEALER}; CPU ${CPU_SLOWDOWN}× slower; milliseconds of main-thread time from navigation to ${AFTER_LOAD_MS / 1000} s after load, median of ${RUNS} runs\n`,
    );
    console.log(`| part | ${pages.map((page) => page.name).join(' | ')} |`);
    console.log(`| --- | ${pages.map(() => '---').join(' | ')} |`);
    for (const part of allParts) {
      console.log(`| ${part} | ${pages.map((page) => `${median(results.get(page.name)!.map((run) => run.parts.get(part) ?? 0))} ms`).join(' | ')} |`);
    }
    for (const page of pages) {
      console.log(`\n${page.name}: the page's own files in the work that runs in one task (median ms)`);
      for (const part of ONE_TASK_PARTS) {
        const files = new Set(results.get(page.name)!.flatMap((run) => [...(run.ownFiles.get(part)?.keys() ?? [])]));
        const byFile = [...files].map((file) => [file, median(results.get(page.name)!.map((run) => run.ownFiles.get(part)?.get(file) ?? 0))] as const);
        const listed = byFile
          .filter(([, ms]) => ms > 0)
          .sort((a, b) => b[1] - a[1])
          .slice(0, OWN_FILES_LISTED);
        console.log(`- ${part}: ${listed.map(([file, ms]) => `${file} ${ms}`).join(', ') || 'none'}`);
      }
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
