/**
 * What the app inside Next.js hands the server in front of it
 * (scripts/serve.ts), which imports its own copies of these modules: the
 * two meet on globalThis, under names no one else uses.
 *
 * - The page versions, read with the app's database: PGlite lets one
 *   opener have a data directory, and that is the app.
 * - The renders that failed: Next.js answers an error inside a page with
 *   the page's error boundary and a 200, which must not be kept and served
 *   again; it reports the error to instrumentation.ts, which notes it here
 *   by the id the server gave the request (RENDER_ID_HEADER).
 */
const VERSIONS = Symbol.for('dealer-sites.page-versions');
const FAILED = Symbol.for('dealer-sites.failed-renders');

/** Set by the server on a request whose answer it may keep; a client's own is removed first. */
export const RENDER_ID_HEADER = 'x-dealer-render-id';

type Shared = { [VERSIONS]?: () => Promise<string>; [FAILED]?: Set<string> };
const shared = globalThis as Shared;

export function offerPageVersions(read: () => Promise<string>): void {
  shared[VERSIONS] = read;
}

/** The app's reader of the page versions, once the app has opened its database. */
export function offeredPageVersions(): (() => Promise<string>) | undefined {
  return shared[VERSIONS];
}

export function noteFailedRender(renderId: string | undefined): void {
  if (!renderId) return;
  shared[FAILED] ??= new Set();
  shared[FAILED].add(renderId);
}

/** Whether the render with this id reported an error; asked once, when its answer is over, and forgotten then. */
export function renderFailed(renderId: string): boolean {
  return shared[FAILED]?.delete(renderId) ?? false;
}
