import type { OutgoingHttpHeader, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { DEALER_PAGE_MARK } from './dealer-page-mark';
import { pageCompressor, type PageEncoding } from './page-encoding';

/** What a rendered answer was, when it may be kept: a whole dealer page, 200, with no cookie of its own. */
export interface SentPage {
  headers: Record<string, string | string[]>;
  body: string;
  nonce: string;
}

/** Headers of one answer only: the server writes them anew, or they are about this answer's bytes. */
const NOT_KEPT = new Set(['content-encoding', 'content-length', 'transfer-encoding', 'connection', 'keep-alive', 'date', 'server-timing']);

const NONCE_IN_POLICY = /'nonce-([^']+)'/;

/** Vary names Accept-Encoding whoever compressed the answer. */
export function varyOnEncoding(vary: OutgoingHttpHeader | undefined): string {
  const names = String(vary ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  return names.some((name) => name.toLowerCase() === 'accept-encoding') ? names.join(', ') : [...names, 'Accept-Encoding'].join(', ');
}

function setGivenHeaders(response: ServerResponse, given: unknown): void {
  if (Array.isArray(given)) {
    // Raw headers: [name, value, name, value…] or [[name, value]…].
    const pairs = Array.isArray(given[0]) ? (given as [string, string][]) : given.flatMap((_, i) => (i % 2 === 0 ? [[given[i], given[i + 1]] as [string, string]] : []));
    for (const [name, value] of pairs) response.setHeader(name, value);
  } else if (given && typeof given === 'object') {
    for (const [name, value] of Object.entries(given as OutgoingHttpHeaders)) if (value !== undefined) response.setHeader(name, value);
  }
}

/**
 * Sends a render's answer as it streams, compressed here (the request
 * reached Next.js without Accept-Encoding, so Next.js leaves it plain), and
 * keeps a copy of the plain bytes: when the whole answer went out and it is
 * a dealer page (DEALER_PAGE_MARK) with status 200, HTML and no Set-Cookie,
 * `kept` gets it once the response finishes. `serverTiming` is sent with it.
 */
export function keepWhileSending(response: ServerResponse, encoding: PageEncoding | undefined, serverTiming: string, kept: (page: SentPage) => void): void {
  const send = { write: response.write.bind(response), end: response.end.bind(response) };
  const writeHead = response.writeHead;
  const compressor = encoding && pageCompressor(encoding);
  compressor?.on('data', (data: Buffer) => send.write(data));
  const chunks: Buffer[] = [];
  let keeping: { headers: Record<string, string | string[]>; nonce: string } | undefined;
  let ending = false;

  response.writeHead = function (this: ServerResponse, statusCode: number, ...rest: unknown[]) {
    const message = typeof rest[0] === 'string' ? rest[0] : undefined;
    setGivenHeaders(this, typeof rest[0] === 'string' ? rest[1] : rest[0]);
    const dealerPage = this.hasHeader(DEALER_PAGE_MARK);
    this.removeHeader(DEALER_PAGE_MARK);
    const headers = this.getHeaders();
    const nonce = NONCE_IN_POLICY.exec(String(headers['content-security-policy'] ?? ''))?.[1];
    if (dealerPage && statusCode === 200 && nonce && String(headers['content-type'] ?? '').startsWith('text/html') && !this.hasHeader('set-cookie')) {
      keeping = {
        nonce,
        headers: Object.fromEntries(
          Object.entries(headers).flatMap(([name, value]) => (NOT_KEPT.has(name) || value === undefined ? [] : [[name, Array.isArray(value) ? value : String(value)]])),
        ),
      };
    }
    if (compressor) {
      this.setHeader('content-encoding', encoding);
      this.removeHeader('content-length');
      this.setHeader('vary', varyOnEncoding(this.getHeader('vary')));
    }
    this.setHeader('server-timing', serverTiming);
    return (writeHead as (this: ServerResponse, code: number, message?: string) => ServerResponse).call(this, statusCode, message);
  } as ServerResponse['writeHead'];

  const take = (chunk: unknown, encodingName?: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk, typeof encodingName === 'string' ? (encodingName as BufferEncoding) : 'utf8') : Buffer.from(chunk as Uint8Array);
    if (buffer.length === 0) return;
    if (!response.headersSent) response.writeHead(response.statusCode);
    if (keeping) chunks.push(buffer);
    if (compressor) compressor.write(buffer);
    else send.write(buffer);
  };

  response.write = ((chunk: unknown, encodingName?: unknown, callback?: unknown) => {
    take(chunk, encodingName);
    const done = [encodingName, callback].find((arg) => typeof arg === 'function') as (() => void) | undefined;
    if (done) process.nextTick(done);
    return true;
  }) as ServerResponse['write'];

  // Next.js flushes after each chunk it writes, so a compressed page still streams.
  (response as ServerResponse & { flush?: () => void }).flush = () => compressor?.flush();

  response.end = ((chunk?: unknown, encodingName?: unknown, callback?: unknown) => {
    if (ending) return response;
    ending = true;
    take(chunk, encodingName);
    if (!response.headersSent) response.writeHead(response.statusCode);
    const done = [chunk, encodingName, callback].find((arg) => typeof arg === 'function') as (() => void) | undefined;
    if (compressor) {
      compressor.once('end', () => send.end(done));
      compressor.end();
    } else send.end(done);
    return response;
  }) as ServerResponse['end'];

  response.once('finish', () => {
    if (keeping) kept({ ...keeping, body: Buffer.concat(chunks).toString('utf8') });
  });
}
