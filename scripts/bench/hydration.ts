/**
 * `npm run bench:hydration` (after `npm run build`): what a shopper's phone
 * does with a page once its HTML has arrived, for the home, search and a
 * vehicle page of each demo dealer.
 *
 * - Blocking time: in Chromium with its CPU slowed 4× (Lighthouse's mobile
 *   factor) and no network throttling, the main thread's tasks after the
 *   first contentful paint, each counted for what it runs over 50 ms, until
 *   three seconds after `load`. Lighthouse's TBT is the same sum on a
 *   simulated slow network; here the network is left out so the figure
 *   moves with the page's own work only.
 * - Of which, the page's own: the same sum over the tasks that evaluate no
 *   script (no EvaluateScript inside): the components' renders, commits and
 *   effects, not the framework's and the chunks' start, whose one long task
 *   moves by 100 ms and more from run to run on a shared machine and hides a
 *   change to the page's own work.
 * - Busy: all of the main thread's task time in that window.
 * - Components: React's fibers in the hydrated tree, and how many of them
 *   rendered again in the commits after hydration (a component whose props
 *   or state changed), without throttling. A re-render straight after
 *   hydration redoes work the server already did.
 *
 * Medians of HYDRATION_RUNS runs (default 5) per page; the pages of one run
 * are visited in turn, so a busy moment of the machine spreads over them.
 *
 * To compare two builds, start the other one (same demo data) and give its
 * address as HYDRATION_BEFORE_URL: each page is then measured on both in
 * turn, run by run, and the table shows before → after. Measured one build
 * after the other, the machine's load moved the timings more than the change
 * did.
 */
import type { Browser } from 'playwright-core';
import { startAppServer } from '../../tests/support/app-server';
import { launchChromium } from '../../tests/support/chromium';
import { machineLine } from './benchmarks-file';
import { percentile } from './stats';

const SLUGS = ['sunshine-toyota', 'harbour-city-motors', 'westside-used-cars'] as const;
const RUNS = Number(process.env.HYDRATION_RUNS ?? 5);
const CPU_SLOWDOWN = 4;
const LONG_TASK_MS = 50;
const AFTER_LOAD_MS = 3000;
const BEFORE_URL = process.env.HYDRATION_BEFORE_URL?.replace(/\/$/, '');

if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error(`HYDRATION_RUNS must be a whole number of runs, not ${process.env.HYDRATION_RUNS}`);

interface TraceEvent {
  name: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
}

/**
 * React DevTools' hook, as a page script: React hands it every commit. The
 * first commits hydrate (their fibers are new); a fiber of a later commit
 * whose props or state differ from its last version rendered again.
 * A string, not a function: tsx would wrap inner functions in a helper the page lacks.
 */
const COMMIT_COUNTER = `(() => {
  let seen = new WeakSet();
  window.__hydrationCounts = { rerendered: 0, fibers: 0 };
  const rendered = (fiber) => fiber.alternate && seen.has(fiber.alternate) && !seen.has(fiber) &&
    (fiber.memoizedProps !== fiber.alternate.memoizedProps || fiber.memoizedState !== fiber.alternate.memoizedState);
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true, renderers: new Map(), inject: () => 1, checkDCE() {}, onScheduleFiberRoot() {}, onPostCommitFiberRoot() {},
    onCommitFiberRoot(_id, root) {
      const now = new WeakSet();
      let fibers = 0;
      const stack = [root.current.child];
      while (stack.length) {
        for (let fiber = stack.pop(); fiber; fiber = fiber.sibling) {
          now.add(fiber);
          fibers++;
          if (rendered(fiber)) window.__hydrationCounts.rerendered++;
          if (fiber.child) stack.push(fiber.child);
        }
      }
      window.__hydrationCounts.fibers = fibers;
      seen = now;
    },
  };
})()`;

async function blockingTime(browser: Browser, url: string): Promise<Measured> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  try {
    // Once unthrottled, so the server has the page warm and the browser has its scripts cached, as on a second visit.
    await page.goto(url, { waitUntil: 'load' });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel'] });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(AFTER_LOAD_MS);
    const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents;
    const parsing = events.filter((event) => event.name === 'ParseHTML');
    const { pid, tid } = parsing[parsing.length - 1]!;
    const firstPaint = events.find((event) => event.name === 'firstContentfulPaint' && event.pid === pid)?.ts ?? Math.min(...parsing.map((event) => event.ts));
    let blocking = 0;
    let pageOwn = 0;
    let busy = 0;
    const evaluations = events.filter((event) => event.pid === pid && event.tid === tid && event.name === 'EvaluateScript');
    for (const event of events) {
      if (event.pid !== pid || event.tid !== tid || event.name !== 'RunTask' || !event.dur || event.ts < firstPaint) continue;
      const over = Math.max(0, event.dur / 1000 - LONG_TASK_MS);
      busy += event.dur / 1000;
      blocking += over;
      const end = event.ts + event.dur;
      if (!evaluations.some((evaluation) => evaluation.ts >= event.ts && evaluation.ts < end)) pageOwn += over;
    }
    return { blocking, pageOwn, busy };
  } finally {
    await context.close();
  }
}

async function componentCounts(browser: Browser, url: string): Promise<{ fibers: number; rerendered: number }> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  try {
    await page.addInitScript(COMMIT_COUNTER);
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(AFTER_LOAD_MS);
    return (await page.evaluate('window.__hydrationCounts')) as { fibers: number; rerendered: number };
  } finally {
    await context.close();
  }
}

interface PageToMeasure {
  slug: string;
  name: string;
  path: string;
}

async function pagesOf(origin: string): Promise<PageToMeasure[]> {
  const pages: PageToMeasure[] = [];
  for (const slug of SLUGS) {
    const [car] = ((await (await fetch(`${origin}/sites/${slug}/api/search`)).json()) as { hits: { slug: string }[] }).hits;
    pages.push(
      { slug, name: 'home', path: `/sites/${slug}` },
      { slug, name: 'search', path: `/sites/${slug}/search` },
      { slug, name: 'vehicle page', path: `/sites/${slug}/cars/${car!.slug}` },
    );
  }
  return pages;
}

type Measured = { blocking: number; pageOwn: number; busy: number };

async function main() {
  const server = await startAppServer();
  const browser = await launchChromium();
  try {
    const pages = await pagesOf(server.url);
    const origins = BEFORE_URL ? [BEFORE_URL, server.url] : [server.url];
    const runs = new Map<string, Measured[]>();
    for (let run = 0; run < RUNS; run++) {
      for (const page of pages) {
        // Which build goes first alternates from run to run.
        for (const origin of run % 2 ? [...origins].reverse() : origins) {
          const url = origin + page.path;
          runs.set(url, [...(runs.get(url) ?? []), await blockingTime(browser, url)]);
        }
      }
    }
    const median = (values: number[]) => Math.round(percentile(values, 50));
    const figure = (page: PageToMeasure, read: (m: Measured) => number) => origins.map((origin) => `${median(runs.get(origin + page.path)!.map(read))} ms`).join(' → ');
    const compared = BEFORE_URL ? `; before (${BEFORE_URL}) → after, measured in turn` : '';
    console.log(`\n${new Date().toISOString().slice(0, 10)} · ${machineLine(browser.version())}; CPU ${CPU_SLOWDOWN}× slower; median of ${RUNS} runs${compared}\n`);
    console.log("| dealer | page | blocking time | of which the page's own | main thread busy | components | re-rendered after hydration |");
    console.log('| --- | --- | --- | --- | --- | --- | --- |');
    for (const page of pages) {
      const counts = await Promise.all(origins.map((origin) => componentCounts(browser, origin + page.path)));
      console.log(
        `| ${page.slug} | ${page.name} | ${figure(page, (m) => m.blocking)} | ${figure(page, (m) => m.pageOwn)} | ${figure(page, (m) => m.busy)} | ${counts.map((c) => c.fibers).join(' → ')} | ${counts.map((c) => c.rerendered).join(' → ')} |`,
      );
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
