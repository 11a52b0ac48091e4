import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { newNonce } from '../security-headers';
import { createKeptPages, type KeptPages, withNonce } from './kept-pages';
import { keepWhileSending, varyOnEncoding } from './keep-while-sending';
import { compressPage, pageEncodingFor } from './page-encoding';
import { pageKey } from './page-key';
import { RENDER_ID_HEADER, renderFailed } from './render-handoff';

export interface PageCacheOptions {
  /** The page versions (page-versions.ts); undefined until the app has opened its database, and then nothing is kept. */
  versions: () => (() => Promise<string>) | undefined;
  pages?: KeptPages;
  now?: () => number;
}

/**
 * The server's door to its kept pages (kept-pages.ts). A dealer page asked
 * for again is answered from the page kept for it when the versions read
 * now are those it was rendered at, with a new nonce, in about a
 * millisecond or two; otherwise Next.js renders it, and the answer is kept
 * on its way out. Every answer says which in Server-Timing (`page-cache`,
 * `kept` with the server's time in `dur`, or `render`).
 */
export function createPageCache({ versions, pages = createKeptPages(), now = Date.now }: PageCacheOptions) {
  return {
    pages,
    /** `dealerSite`: the request is for a dealer site (site-admission.ts's key); the editor, the platform's pages and shared files are rendered as ever. */
    async serve(request: IncomingMessage, response: ServerResponse, render: () => Promise<void>, dealerSite: boolean): Promise<void> {
      const started = performance.now();
      delete request.headers[RENDER_ID_HEADER];
      const key = dealerSite ? pageKey(request.method, request.url, request.headers) : undefined;
      const read = key === undefined ? undefined : versions();
      // A database that cannot answer now is the render's to report; nothing is kept meanwhile.
      const versionsNow = read && (await read().catch(() => undefined));
      if (key === undefined || versionsNow === undefined) return render();
      const encoding = pageEncodingFor(request.headers);
      const kept = pages.find(key, versionsNow, now());
      if (kept) {
        const { headers, body } = withNonce(kept, newNonce());
        const bytes = compressPage(Buffer.from(body), encoding);
        response.writeHead(200, {
          ...headers,
          ...(encoding ? { 'content-encoding': encoding, vary: varyOnEncoding(headers.vary) } : {}),
          'content-length': bytes.length,
          'server-timing': `page-cache;desc="kept";dur=${(performance.now() - started).toFixed(2)}`,
        });
        response.end(bytes);
        return;
      }
      const workedOutAt = now();
      const renderId = randomUUID();
      request.headers[RENDER_ID_HEADER] = renderId;
      // Next.js is left to send the page plain; keepWhileSending compresses it on its way out and keeps the plain copy.
      delete request.headers['accept-encoding'];
      keepWhileSending(response, encoding, 'page-cache;desc="render"', (page) => {
        if (!renderFailed(renderId)) pages.keep(key, { ...page, versions: versionsNow, workedOutAt });
      });
      response.once('close', () => renderFailed(renderId));
      return render();
    },
  };
}
