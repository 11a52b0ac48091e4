/**
 * Serves the built app as `next start` does, with one difference: the
 * socket's peer address is appended to X-Forwarded-For, as a proxy would.
 * `next start` sets that header only when a request has none, so a browser
 * that sends its own would pass any address it liked as its own; appended
 * here, the right-most hop is always the address that really connected, and
 * clientAddress() trusts nothing left of it except through TRUSTED_PROXIES.
 * A body larger than any route takes is refused at the door (413). And
 * one dealer site's requests are worked on at most
 * MAX_REQUESTS_IN_FLIGHT_PER_SITE at a time, the rest queued in order, so a
 * flood of one dealer's pages leaves the other dealers served. A dealer
 * page asked for again is answered from the page this server kept of it
 * while nothing it shows has changed (runtime/server/http/page-cache);
 * PAGE_CACHE=off (and --dev) renders every page. A route that compresses
 * its own answer (kept search answers) is told the encoding the client
 * takes, and its answer sent with it as Content-Encoding (answer-encoding.ts).
 * A dealer site's search is answered here, by the app's own search route
 * function, without Next.js's router (door-search.ts says why).
 *
 *   node --import tsx scripts/serve.ts [-p port] [-H hostname] [--dev]
 *
 * --dev serves the development build (`npm run dev`) the same way, so rate
 * limits count the same address there too.
 */
import { createServer, type ServerResponse } from 'node:http';
import { parseArgs } from 'node:util';
import { nameAnswerEncoding, sendAnswerEncoding } from '../runtime/server/http/answer-encoding';
import { refusedAtTheDoor } from '../runtime/server/http/body-limits';
import { answerClientError } from '../runtime/server/http/client-error';
import { forwardedForWithPeer, trustedProxies } from '../runtime/server/http/client-address';
import { createSearchDoor } from '../runtime/server/http/door-search';
import { DEALER_PAGE_MARK } from '../runtime/server/http/page-cache/dealer-page-mark';
import { offeredPageVersions } from '../runtime/server/http/page-cache/render-handoff';
import { createPageCache } from '../runtime/server/http/page-cache/serve-kept-pages';
import { admissionKey, createSiteAdmission } from '../runtime/server/http/site-admission';
import { threadShare } from '../runtime/render/thread-share';
import { editorAddressFromEnv } from '../runtime/tenancy/editor-host';
import { platformHosts } from '../runtime/tenancy/site-address';

const { values } = parseArgs({ options: { port: { type: 'string', short: 'p' }, hostname: { type: 'string', short: 'H' }, dev: { type: 'boolean' } } });
const dev = values.dev === true;
const port = Number(values.port ?? process.env.PORT ?? 3000);
const hostname = values.hostname;
// A wrong TRUSTED_PROXIES stops the start here rather than on the first sign-in.
trustedProxies(process.env.TRUSTED_PROXIES);
// `npm start` without NODE_ENV is the local demo: it takes reservations with the local payment provider (no money moves), as it keeps the
// local SMS provider. A deployment says NODE_ENV=production, and then needs Stripe's keys or ALLOW_LOCAL_PAYMENTS=1 (payments-from-env.ts).
if (!process.env.NODE_ENV && !dev) process.env.ALLOW_LOCAL_PAYMENTS ||= '1';
// As `next start` does; set before Next is loaded, which reads it on import.
(process.env as Record<string, string>).NODE_ENV ||= dev ? 'development' : 'production';

const { default: next } = await import('next');
// Next is told the loopback name, whatever address the server listens on: given a literal one (-H 127.0.0.1), it takes every
// rewrite of a dealer's domain to /sites/… for another origin and proxies it over HTTP back to itself (vercel/next.js#94745),
// so the route saw the server's own host, a dealer page's own writes looked foreign, and each request was served twice.
const app = next({ dev, dir: 'apps/web', hostname: 'localhost', port });
await app.prepare();
const handle = app.getRequestHandler();
const admission = createSiteAdmission();
const share = threadShare();
// Not in development: there the route's code changes under the function the app offered. SEARCH_AT_THE_DOOR=off sends every
// search through Next.js, as before: the benchmark's measure of what the door saves (docs/benchmarks.md, Search).
const searchAtTheDoor =
  dev || process.env.SEARCH_AT_THE_DOOR === 'off'
    ? undefined
    : createSearchDoor({
        platformHosts: platformHosts(process.env.PLATFORM_HOSTS),
        editor: editorAddressFromEnv(),
        production: process.env.NODE_ENV === 'production',
        development: false,
      });
// Not in development: there a page changes with the code, which no version follows.
const pageCache = dev || process.env.PAGE_CACHE === 'off' ? undefined : createPageCache({ versions: offeredPageVersions });

/** Longer than any address a page links to; far shorter than the 16 KB of headers HTTP clients such as Node's read. */
const LONGEST_REWRITE_HEADER = 4096;

/**
 * The head of every answer as the client gets it, past what Next.js wrote.
 * Next tells the browser where a dealer's domain was rewritten to
 * (x-middleware-rewrite, the whole address again, percent-encoded). For an
 * address of many kilobytes that header alone outgrows what clients read,
 * and the answer is lost (seen as no answer at all). Such a header is left
 * out: client-side navigation, its only reader, never asks for such an address.
 * The words between the door and the app (the dealer page mark, a route's
 * answer encoding) are taken out, and the encoding sent as Content-Encoding.
 */
function headForTheClient(response: ServerResponse): void {
  const writeHead = response.writeHead;
  response.writeHead = function (this: ServerResponse, ...args: Parameters<ServerResponse['writeHead']>) {
    const rewrite = this.getHeader('x-middleware-rewrite');
    if (typeof rewrite === 'string' && rewrite.length > LONGEST_REWRITE_HEADER) this.removeHeader('x-middleware-rewrite');
    // The proxy's word to the page cache, which reads it first (keep-while-sending.ts); never sent on.
    this.removeHeader(DEALER_PAGE_MARK);
    // A route that compressed its own answer names the encoding; Next.js would have dropped it as Content-Encoding.
    sendAnswerEncoding(this);
    return writeHead.apply(this, args);
  } as ServerResponse['writeHead'];
}

const server = createServer((request, response) => {
  headForTheClient(response);
  const refused = refusedAtTheDoor(request.headers, request.url, request.method);
  if (refused) {
    // The body is read and dropped, never kept: closing while the client still sends would reach it as a broken connection, not a 413.
    request.resume();
    response.writeHead(refused.status, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ error: refused.message, fields: [{ field: '/', message: refused.message }] }));
    return;
  }
  request.headers['x-forwarded-for'] = forwardedForWithPeer(request.headers['x-forwarded-for'], request.socket.remoteAddress);
  // One dealer's requests take at most a few places at once (site-admission.ts); a place is held until the answer is sent or the client leaves.
  const site = admissionKey(request.headers.host, request.url, process.env.PLATFORM_HOSTS);
  void admission.admit(
    site,
    () =>
      new Promise<void>((resolve) => {
        if (response.destroyed) return resolve();
        // Counted while worked on, so long page renders give way to it (runtime/render/thread-share.ts).
        share.requestStarted();
        let ended = false;
        const done = () => {
          if (ended) return;
          ended = true;
          share.requestEnded();
          resolve();
        };
        response.once('close', done);
        // Named as Next.js gets the request: the page cache takes Accept-Encoding from a page it compresses itself.
        const render = () => {
          nameAnswerEncoding(request.headers);
          return handle(request, response);
        };
        const searched = searchAtTheDoor?.(request, response);
        (searched ?? (pageCache ? pageCache.serve(request, response, render, site !== undefined) : render())).catch((error: unknown) => {
          console.error('The request could not be handled:', error);
          if (!response.headersSent) response.writeHead(500).end();
          done();
        });
      }),
  );
});
// An address or headers past Node's size limit is answered 431, not lost to a reset connection (client-error.ts).
server.on('clientError', answerClientError);
// Development's hot reload talks over a WebSocket.
if (dev) {
  const upgrade = app.getUpgradeHandler();
  server.on('upgrade', (request, socket, head) => void upgrade(request, socket, head));
}
server.listen(port, hostname, () => console.log(`Dealer sites serving on http://${hostname ?? 'localhost'}:${port}`));

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
}
