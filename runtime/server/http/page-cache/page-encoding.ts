import type { IncomingHttpHeaders } from 'node:http';
import { brotliCompressSync, constants, createBrotliCompress, createGzip, gzipSync, type BrotliCompress, type Gzip } from 'node:zlib';
import Negotiator from 'negotiator';

/**
 * A kept page gets a new nonce in every answer, so it is compressed anew
 * each time: brotli at quality 4 takes a 485 kB home page to 30 kB in about
 * 1.4 ms (gzip at Next.js's level 6, 35 kB in 2.3 ms), where brotli's
 * default quality (11) would take tens of milliseconds.
 */
const BROTLI_QUALITY = 4;

export type PageEncoding = 'br' | 'gzip';

/** negotiator 1.0 takes the server's own order; its types (0.6.5, the newest) predate that. */
interface PreferringNegotiator {
  encoding(available: readonly string[], options: { preferred: readonly string[] }): string | undefined;
}

/** What the server offers, best first: brotli is smaller and, at BROTLI_QUALITY, quicker. */
const OFFERED = ['br', 'gzip', 'identity'];

/**
 * The encoding the client prefers of those the server offers, or undefined
 * for none (identity). Where the client rates two alike, as browsers rate
 * all theirs ("gzip, deflate, br, zstd"), the server's order decides.
 */
export function pageEncodingFor(headers: IncomingHttpHeaders): PageEncoding | undefined {
  const chosen = (new Negotiator({ headers }) as unknown as PreferringNegotiator).encoding(OFFERED, { preferred: OFFERED });
  return chosen === 'br' || chosen === 'gzip' ? chosen : undefined;
}

const brotliOptions = (size?: number) => ({
  params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, ...(size === undefined ? {} : { [constants.BROTLI_PARAM_SIZE_HINT]: size }) },
});

export function compressPage(body: Buffer, encoding: PageEncoding | undefined): Buffer {
  if (encoding === 'br') return brotliCompressSync(body, brotliOptions(body.length));
  if (encoding === 'gzip') return gzipSync(body);
  return body;
}

/**
 * A search answer (20–45 kB of JSON) is compressed at these quicker
 * settings, on the event loop. Measured on a 33 kB answer: gzip at level 6
 * on the thread pool cost 0.75 ms of processor a time, 0.17 ms of it on the
 * event loop (handing the work over and back), for 4.3 kB; gzip at level 3
 * costs about 0.2 ms in all, for 4.9 kB, and brotli at quality 2 about
 * 0.3 ms, for 4.8 kB. On a server whose cores are all busy under load the
 * processor time is what counts, and 0.6 kB more over the wire is nothing
 * beside a car photo.
 */
const ANSWER_GZIP_LEVEL = 3;
const ANSWER_BROTLI_QUALITY = 2;

export function compressAnswer(body: Buffer, encoding: PageEncoding | undefined): Buffer {
  if (encoding === 'br') return brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: ANSWER_BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
  if (encoding === 'gzip') return gzipSync(body, { level: ANSWER_GZIP_LEVEL });
  return body;
}

/** A compressing stream for a page being rendered, flushed chunk by chunk so it still streams. */
export function pageCompressor(encoding: PageEncoding): BrotliCompress | Gzip {
  return encoding === 'br' ? createBrotliCompress(brotliOptions()) : createGzip();
}
