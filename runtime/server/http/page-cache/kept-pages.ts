/**
 * Rendered dealer pages an app server keeps, to serve again without
 * rendering while nothing they show has changed. A kept page is served
 * only when the versions read for the request equal those it was rendered
 * at (page-versions.ts: site, stock, holds, locations), so a page never shows
 * stock older than the stock version it was rendered for, on any app server.
 *
 * Time is the one thing a page shows that no version follows: opening
 * hours ("Open now", to the minute), promotions' windows and holds' ends
 * (to the second). A page is kept until the minute it was rendered in ends,
 * so what depends on the minute turns on time, and never for longer than
 * PAGE_KEPT_AT_MOST_MS, which bounds how late a promotion or a hold that
 * ends within the minute can be seen to end.
 */

/** The longest a rendered page is served again without a render. */
export const PAGE_KEPT_AT_MOST_MS = 10_000;

/** What an app server keeps of rendered pages at most; the least recently served go first. */
export const KEPT_PAGES_MAX_BYTES = 64 * 1024 * 1024;

/** A whole answer as Next.js sent it, before compression. */
export interface RenderedPage {
  /** Header names in lower case, as Node keeps them. */
  headers: Record<string, string | string[]>;
  body: string;
  /** The nonce the page was rendered with, in its scripts and its Content-Security-Policy. */
  nonce: string;
  /** The page versions read before the render began (a write during it makes the page stale at once). */
  versions: string;
  renderedAt: number;
}

interface KeptPage extends RenderedPage {
  goodUntil: number;
  bytes: number;
}

/** When a page rendered at `renderedAt` stops being served again: the end of its minute, or PAGE_KEPT_AT_MOST_MS later if sooner. */
export function pageGoodUntil(renderedAt: number): number {
  const minuteEnds = (Math.floor(renderedAt / 60_000) + 1) * 60_000;
  return Math.min(minuteEnds, renderedAt + PAGE_KEPT_AT_MOST_MS);
}

/**
 * A kept page with a nonce of its own: a Content-Security-Policy nonce must
 * be new in every answer, or a page that let markup in could learn it once
 * and use it after. The old one is a random 24-character string, so it
 * occurs in the page only where the render put it.
 */
export function withNonce(page: RenderedPage, nonce: string): { headers: Record<string, string | string[]>; body: string } {
  const swap = (text: string) => text.replaceAll(page.nonce, nonce);
  const headers = Object.fromEntries(Object.entries(page.headers).map(([name, value]) => [name, Array.isArray(value) ? value.map(swap) : swap(value)]));
  return { headers, body: swap(page.body) };
}

export function createKeptPages(maxBytes = KEPT_PAGES_MAX_BYTES) {
  // A Map keeps insertion order: a page served again is moved to the end, so the first is the least recently served.
  const kept = new Map<string, KeptPage>();
  let bytes = 0;
  const forget = (key: string) => {
    const page = kept.get(key);
    if (!page) return;
    kept.delete(key);
    bytes -= page.bytes;
  };
  return {
    /** The page kept under `key` if it still shows what a render would: the same versions, within its time. */
    find(key: string, versions: string, now: number): RenderedPage | undefined {
      const page = kept.get(key);
      if (!page) return undefined;
      if (page.versions !== versions || now >= page.goodUntil || now < page.renderedAt) {
        forget(key);
        return undefined;
      }
      kept.delete(key);
      kept.set(key, page);
      return page;
    },
    keep(key: string, page: RenderedPage): void {
      forget(key);
      const size = Buffer.byteLength(page.body) + JSON.stringify(page.headers).length + key.length;
      if (size > maxBytes) return;
      kept.set(key, { ...page, goodUntil: pageGoodUntil(page.renderedAt), bytes: size });
      bytes += size;
      while (bytes > maxBytes) forget(kept.keys().next().value as string);
    },
    /** What the kept pages take, for the tests and the benchmark. */
    get bytes(): number {
      return bytes;
    },
    get size(): number {
      return kept.size;
    },
  };
}

export type KeptPages = ReturnType<typeof createKeptPages>;
