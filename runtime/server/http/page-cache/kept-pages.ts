import { type CurrentAt, createKeptWhileCurrent } from '../../kept-while-current';

/**
 * Rendered dealer pages an app server keeps, to serve again without
 * rendering while nothing they show has changed: the versions read for the
 * request (page-versions.ts: site, stock, holds, locations) equal those the
 * page was rendered at, within the time kept-while-current.ts allows.
 */

/** What an app server keeps of rendered pages at most; the least recently served go first. */
export const KEPT_PAGES_MAX_BYTES = 64 * 1024 * 1024;

/** A whole answer as Next.js sent it, before compression, with the page versions read before its render began (a write during it makes the page stale at once). */
export interface RenderedPage extends CurrentAt {
  /** Header names in lower case, as Node keeps them. */
  headers: Record<string, string | string[]>;
  body: string;
  /** The nonce the page was rendered with, in its scripts and its Content-Security-Policy. */
  nonce: string;
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
  return createKeptWhileCurrent<RenderedPage>(maxBytes, (key, page) => Buffer.byteLength(page.body) + JSON.stringify(page.headers).length + key.length);
}

export type KeptPages = ReturnType<typeof createKeptPages>;
