/**
 * `npm run bench:editor` (after `npm run build`): how the editor keeps up
 * on a 300-block page, recorded in docs/benchmarks.md.
 *
 * It starts the built app on a fresh database, signs in as the platform
 * admin, saves a draft of sunshine-toyota whose home page holds 300 blocks,
 * opens the editor in Chromium and times three interactions with the
 * Performance API: selecting a block in the outline, typing a character in
 * an inspector field, and dropping a block from the palette (by keyboard).
 * The figure held to the target is Event Timing's duration: from the input
 * event to the next frame the browser presents after it — the handlers,
 * React's render and commit, style, layout and paint the marketer waits
 * for. Beside it: the handlers alone, and the time to a task run after the
 * next animation frame, which also takes in work queued meanwhile (the
 * inspector's deferred form, the preview's highlight) and so shows what the
 * interaction set off in all. Long tasks seen meanwhile are counted too.
 * Whole-document validation is timed in-process with the editor's own
 * validation function.
 */
import { performance } from 'node:perf_hooks';
import type { Page } from 'playwright-core';
import { countBlocks, largeTestDocument } from '../../editor/document/test-support/editor-documents';
import { registry } from '../../blocks';
import { validateForEditor } from '../../editor/state/validation';
import { DEMO_MARKETERS } from '../../runtime/server/auth/demo-marketers';
import type { SiteDocument } from '../../schemas/site-document';
import { startAppServer } from '../../tests/support/app-server';
import { launchChromium } from '../../tests/support/chromium';
import { machineLine, recordBenchmarkSection } from './benchmarks-file';
import { percentile } from './stats';

const SLUG = 'sunshine-toyota';
const BLOCK_COUNT = 300;
const RUNS = Number(process.env.BENCH_RUNS ?? 25);
const INTERACTION_TARGET_MS = 50;
const VALIDATION_TARGET_MS = 5;
/** The smallest duration Event Timing reports; a quicker interaction is counted as taking this long. */
const EVENT_TIMING_THRESHOLD_MS = 16;

interface Timing {
  /** Event Timing's duration: from the input event to the next frame presented after its handlers, in 8 ms steps. */
  nextPaint: number;
  /** Whether the browser reported it (it does not under EVENT_TIMING_THRESHOLD_MS; nextPaint then holds the threshold). */
  reported: boolean;
  /** From the input event to a task run after the next animation frame: also counts work queued meanwhile (deferred renders, the preview's). */
  total: number;
  /** The event's own handlers (up to the end of dispatch on window). */
  handlers: number;
  longTasks: number;
}

/** A page of BLOCK_COUNT blocks (a fifth of them sections holding three each) in the dealer's own document. */
function threeHundredBlockDraft(draft: SiteDocument): SiteDocument {
  const large = largeTestDocument(BLOCK_COUNT);
  const document = structuredClone(draft);
  const home = document.pages.find((page) => page.path === '/') ?? document.pages[0];
  home.blocks = large.pages.flatMap((page) => page.blocks);
  const onHome = countBlocks({ ...large, pages: [home], layout: { header: [], footer: [] } } as SiteDocument);
  if (onHome !== BLOCK_COUNT) throw new Error(`The benchmark page holds ${onHome} blocks, not ${BLOCK_COUNT}`);
  return document;
}

/**
 * Installed in the page as plain script text (a compiled function would
 * carry the bundler's helpers along): `__editorBench.arm(type, name)` times
 * the next `type` event to just after the following paint.
 */
const PROBE = `
(() => {
  const longTasks = [];
  const events = [];
  new PerformanceObserver((list) => longTasks.push(...list.getEntries())).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => events.push(...list.getEntries())).observe({ type: 'event', durationThreshold: ${EVENT_TIMING_THRESHOLD_MS}, buffered: true });
  const entryFor = (type, timeStamp) => events.find((entry) => entry.name === type && Math.abs(entry.startTime - timeStamp) < 1);
  window.__editorBench = {
    arm(type, name) {
      return new Promise((resolve) => {
        const onCapture = (event) => {
          window.removeEventListener(type, onCapture, true);
          const start = performance.now();
          performance.mark(name + ':start');
          let handlersEnd;
          const onBubble = () => {
            handlersEnd = performance.now();
            window.removeEventListener(type, onBubble);
          };
          window.addEventListener(type, onBubble);
          requestAnimationFrame(() =>
            setTimeout(() => {
              const measure = performance.measure(name, name + ':start');
              const tasks = longTasks.filter((task) => task.startTime + task.duration >= start).length;
              const handlers = (handlersEnd ?? performance.now()) - start;
              // The browser reports the event's timing once its next frame is presented; under the threshold it reports none.
              const waitedSince = performance.now();
              const read = () => {
                const entry = entryFor(type, event.timeStamp);
                if (!entry && performance.now() - waitedSince < 1000) return setTimeout(read, 20);
                resolve({ nextPaint: entry ? entry.duration : ${EVENT_TIMING_THRESHOLD_MS}, reported: Boolean(entry), total: measure.duration, handlers, longTasks: tasks });
              };
              read();
            }, 0),
          );
        };
        window.addEventListener(type, onCapture, true);
      });
    },
  };
})();
`;

async function armed(page: Page, type: string, name: string, act: () => Promise<void>): Promise<Timing> {
  const result = page.evaluate(`window.__editorBench.arm(${JSON.stringify(type)}, ${JSON.stringify(name)})`) as Promise<Timing>;
  // The listener is in place once evaluate has started running in the page.
  await page.evaluate('undefined');
  await act();
  return result;
}

/** The preview frame shows the revision its address names, fully loaded. A string: tsx would add helpers the page lacks. */
const PREVIEW_LOADED = `(() => {
  const frame = document.querySelector('iframe');
  const shown = frame && frame.contentWindow && frame.contentWindow.location.href;
  return Boolean(frame && shown === frame.src && frame.contentDocument && frame.contentDocument.readyState === 'complete');
})()`;

/** Waits until the autosave has saved and the preview has reloaded, so one run's follow-up work does not land in the next. */
async function settle(page: Page) {
  await page.getByText(/^All changes saved/).waitFor({ timeout: 30_000 });
  // Not 'networkidle': Playwright's idle signal need not fire again after the preview frame reloads, though no request is open.
  await page.waitForFunction(PREVIEW_LOADED, undefined, { timeout: 120_000 });
  await page.waitForTimeout(300);
}

function line(name: string, samples: Timing[]): { row: string; over: boolean } {
  const nextPaint = samples.map((s) => s.nextPaint);
  const total = samples.map((s) => s.total);
  const handlers = samples.map((s) => s.handlers);
  const longTasks = samples.reduce((sum, s) => sum + s.longTasks, 0);
  const under = samples.filter((s) => !s.reported).length;
  const median = percentile(nextPaint, 50);
  const quick = under > 0 ? ` (${under} under ${EVENT_TIMING_THRESHOLD_MS} ms)` : '';
  return {
    row: `| ${name} | < ${INTERACTION_TARGET_MS} ms | median ${median.toFixed(0)} ms, p95 ${percentile(nextPaint, 95).toFixed(0)} ms${quick} | median ${percentile(handlers, 50).toFixed(1)} ms | median ${percentile(total, 50).toFixed(1)} ms, p95 ${percentile(total, 95).toFixed(1)} ms | ${longTasks} | ${samples.length} |`,
    over: median >= INTERACTION_TARGET_MS,
  };
}

function validationFigure(document: SiteDocument): { row: string; over: boolean } {
  for (let i = 0; i < 50; i++) validateForEditor(registry, document);
  const samples: number[] = [];
  for (let i = 0; i < 200; i++) {
    const start = performance.now();
    validateForEditor(registry, document);
    samples.push(performance.now() - start);
  }
  const median = percentile(samples, 50);
  return {
    row: `| validate the whole document (the editor's validation, in Node) | < ${VALIDATION_TARGET_MS} ms | median ${median.toFixed(2)} ms, p95 ${percentile(samples, 95).toFixed(2)} ms | — | — | — | ${samples.length} |`,
    over: median >= VALIDATION_TARGET_MS,
  };
}

async function main() {
  const admin = DEMO_MARKETERS.find((marketer) => marketer.role === 'platform-admin');
  if (!admin) throw new Error('No demo platform admin to sign in with');
  const server = await startAppServer();
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.addInitScript({ content: PROBE });
    await page.goto(`${server.url}/editor/sign-in`);
    await page.getByLabel('Email').fill(admin.email);
    await page.getByRole('textbox', { name: 'Password' }).fill(admin.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/editor');

    const draftUrl = `${server.url}/editor/api/sites/${SLUG}/draft`;
    const draft = (await (await context.request.get(draftUrl)).json()) as { document: SiteDocument; revision: number };
    const document = threeHundredBlockDraft(draft.document);
    const saved = await context.request.put(draftUrl, { data: { document, revision: draft.revision } });
    if (!saved.ok()) throw new Error(`Saving the 300-block draft failed: ${saved.status()} ${await saved.text()}`);
    const home = document.pages.find((p) => p.path === '/') ?? document.pages[0];

    await page.goto(`${server.url}/editor/${SLUG}`);
    const outline = page.getByRole('region', { name: `${home.title} page` });
    // Each outline row: the drag handle ("Move …"), then the button that selects the block.
    const rows = outline.getByRole('button', { name: /^Move / }).locator('xpath=following-sibling::button[1]');
    await rows.nth(BLOCK_COUNT - 1).waitFor({ timeout: 60_000 });
    // The preview of 300 blocks (and its pictures) can take a while to go quiet on a busy machine.
    await page.waitForLoadState('networkidle', { timeout: 120_000 });

    // Warm-up: the first interactions compile code paths and fill caches.
    for (let i = 0; i < 3; i++) await rows.nth(i * 10).click();

    const select: Timing[] = [];
    for (let i = 0; i < RUNS; i++) {
      const row = rows.nth((i * 11) % BLOCK_COUNT);
      await row.scrollIntoViewIfNeeded();
      select.push(await armed(page, 'click', `select-${i}`, () => row.click()));
      await page.waitForTimeout(100);
    }

    const promoRow = outline.getByRole('button', { name: /^Promo card/ }).first();
    await promoRow.click();
    const title = page.getByRole('complementary', { name: 'Inspector' }).getByRole('textbox', { name: /^Title/ });
    await title.click();
    await page.keyboard.press('End');
    const type: Timing[] = [];
    for (let i = 0; i < RUNS; i++) {
      type.push(await armed(page, 'keydown', `type-${i}`, () => page.keyboard.press(String.fromCharCode(97 + (i % 26)))));
      await page.waitForTimeout(60);
    }
    await settle(page);

    const palette = page.getByRole('region', { name: 'Blocks', exact: true });
    await palette.getByLabel('Search blocks').fill('promo');
    const paletteItem = palette.getByRole('button', { name: 'Promo card', exact: true });
    const announced = page.locator('[id^="DndLiveRegion"]');
    const drop: Timing[] = [];
    for (let i = 0; i < RUNS; i++) {
      const before = await outline.getByRole('button', { name: /^Move / }).count();
      await paletteItem.focus();
      await page.keyboard.press('Space');
      for (let step = 0; step < 12 && !/ of Home page\./.test((await announced.textContent()) ?? ''); step++) {
        await page.keyboard.press('ArrowDown');
        await page.waitForTimeout(50);
      }
      drop.push(await armed(page, 'keydown', `drop-${i}`, () => page.keyboard.press('Space')));
      const after = await outline.getByRole('button', { name: /^Move / }).count();
      if (after !== before + 1) throw new Error(`Drop ${i} did not add a block (outline went from ${before} to ${after} blocks)`);
      await settle(page);
    }

    const results = [
      line('select a block in the outline', select),
      line('type a character in an inspector field', type),
      line('drop a block from the palette (keyboard)', drop),
      validationFigure(document),
    ];
    const chromium = browser.version();
    const machine = machineLine(chromium);
    const date = new Date().toISOString().slice(0, 10);
    const section = [
      '## Editor — `npm run bench:editor`',
      '',
      'Run after `npm run build`. The built app on a fresh database; signed in as',
      "the platform admin; sunshine-toyota's draft with a 300-block home page",
      '(a fifth of them sections holding three blocks each). Each interaction is',
      'timed in Chromium with the Performance API. The target is held to Event',
      "Timing's duration: from the input event to the next frame presented after",
      'it (handlers, React render and commit, style, layout and paint), in 8 ms',
      'steps; the browser reports none under 16 ms, which is then counted as 16.',
      '"Handlers" is the event\'s own dispatch. The next column runs from the',
      'input event to a task after the next animation frame, so it also takes in',
      "work queued meanwhile (the inspector's deferred form, the preview's",
      'highlight, both in the same main thread): what the interaction set off in',
      'all. Long tasks are those the `longtask` observer saw during the runs.',
      'Between drops the autosave and the preview reload are left to finish, so',
      'they do not count twice.',
      '',
      `**${date} · ${machine}**`,
      '',
      '| figure | target | input to next paint (Event Timing) | handlers | input to the task after the next frame | long tasks | runs |',
      '| --- | --- | --- | --- | --- | --- | --- |',
      ...results.map((r) => r.row),
      '',
      results.some((r) => r.over) ? '**Not at target yet** for the rows whose median is over their target.' : 'Every figure is within its target.',
      '',
    ].join('\n');
    console.log(section);
    recordBenchmarkSection('## Editor — ', section);
    await context.close();
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
