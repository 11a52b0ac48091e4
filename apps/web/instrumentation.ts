import type { Instrumentation } from 'next';
import { noteFailedRender, RENDER_ID_HEADER } from '@/runtime/server/http/page-cache/render-handoff';

/**
 * Runs once when a server starts. Brings up the platform (database, sites,
 * and the lead delivery worker) at boot rather than on the first request,
 * so leads a stopped server left in the outbox are sent as soon as the
 * server is back, whether or not a shopper comes by.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { platform } = await import('./lib/platform');
  // Not awaited: a database that is slow to open must not hold up the server; the first request waits for it as before.
  void platform().catch((error: unknown) => console.error('The platform could not start at boot; the first request tries again:', error));
}

/** A render that failed answered with an error boundary, perhaps with a 200: its page must not be kept (render-handoff.ts). */
export const onRequestError: Instrumentation.onRequestError = (_error, request) => {
  const id = request.headers[RENDER_ID_HEADER];
  noteFailedRender(Array.isArray(id) ? id[0] : id);
};
