import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';

/**
 * The Chromium every browser test file shares (started by the browser
 * project's global set-up); each file opens contexts of its own, which keep
 * files apart. `close()` only disconnects the file. A file that needs launch
 * flags of its own uses `launchChromium` from ./chromium instead.
 */
export function sharedChromium(): Promise<Browser> {
  return chromium.connect(inject('browserEndpoint'));
}

export interface WatchedPage {
  context: BrowserContext;
  page: Page;
  consoleErrors: string[];
}

let shoppersOpened = 0;
/** Random per test file, so files never share an address: 10.{a}.{b}.{n}, the n-th page this file opened. */
const shopperNetwork = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

/** An address of its own per page: a shopper of its own to the server's rate limits. */
export function nextShopperAddress(): string {
  shoppersOpened += 1;
  return `${shopperNetwork}.${(shoppersOpened % 250) + 1}`;
}

/**
 * BROWSER_CPU_SLOWDOWN=N runs each page's code N times slower, as a slow
 * phone or a busy machine would: a test that acts before the page's code has
 * run (a tap on a button not yet hydrated) fails every time instead of now
 * and then.
 */
const CPU_SLOWDOWN = Number(process.env.BROWSER_CPU_SLOWDOWN ?? 1);

/** A page in a fresh context (axe needs one), from an address of its own, that records console errors and uncaught exceptions. */
export async function openWatchedPage(
  browser: Browser,
  viewport = { width: 375, height: 812 },
  { address = nextShopperAddress() }: { address?: string } = {},
): Promise<WatchedPage> {
  const context = await browser.newContext({ viewport, extraHTTPHeaders: { 'x-forwarded-for': address } });
  const page = await context.newPage();
  if (CPU_SLOWDOWN > 1) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  return { context, page, consoleErrors };
}

/**
 * Waits until React has hydrated the element and committed that hydration:
 * a page's islands hydrate after their code has loaded, which on a busy
 * machine can come after the network is quiet, and a key press or tick
 * before it is lost. A shopper's is lost too: the phone's Filters button is
 * therefore disabled until then (see useHydrated); other controls are not
 * yet. React sets its props on an element while it hydrates it, before the
 * hydration is committed and its handlers answer, so that is not enough:
 * the root must have left its dehydrated state, and no Suspense boundary
 * around the element may still be waiting to hydrate.
 */
export async function untilHydrated(element: Locator): Promise<void> {
  await expect
    .poll(() =>
      element.evaluate((node) => {
        type Fiber = { tag: number; return: Fiber | null; memoizedState?: { dehydrated?: unknown; isDehydrated?: boolean } | null; stateNode?: { current: Fiber } };
        const keys = Object.keys(node);
        const fiberKey = keys.find((key) => key.startsWith('__reactFiber$'));
        if (!fiberKey || !keys.some((key) => key.startsWith('__reactProps$'))) return false;
        const SUSPENSE = 13;
        const HOST_ROOT = 3;
        for (let fiber: Fiber | null = (node as unknown as Record<string, Fiber>)[fiberKey] ?? null; fiber; fiber = fiber.return) {
          if (fiber.tag === SUSPENSE && fiber.memoizedState?.dehydrated) return false;
          if (fiber.tag === HOST_ROOT) return fiber.stateNode?.current.memoizedState?.isDehydrated === false;
        }
        return false;
      }),
    )
    .toBe(true);
}

/** Serious and critical WCAG 2.x A/AA violations, as readable lines. */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join('; ')}`,
    );
}
