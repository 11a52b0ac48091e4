import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import { type PageEncoding, pageEncodingFor } from './page-cache/page-encoding';
import { varyOnEncoding } from './page-cache/keep-while-sending';

/**
 * How a route's answer is compressed when the route compresses it itself
 * (kept search answers: compressed once, sent many times). Next.js drops a
 * route's Content-Encoding (a fetched body may have been decoded on the
 * way) and does not compress behind this server's door (scripts/serve.ts),
 * so the two speak through this header:
 * - on the request, the door names the encoding the client takes (br, gzip
 *   or identity), having removed any the client sent itself;
 * - on the answer, a route that compressed its body names that encoding,
 *   and the door sends it as Content-Encoding, never as itself.
 * Without the door (no header on the request) a route sends plain bytes.
 */
export const ANSWER_ENCODING_HEADER = 'x-answer-encoding';

export type AnswerEncoding = PageEncoding | 'identity';

/** At the door, before a request reaches Next.js: the encoding its client takes, for a route that compresses its own answer. */
export function nameAnswerEncoding(headers: IncomingHttpHeaders): void {
  headers[ANSWER_ENCODING_HEADER] = pageEncodingFor(headers) ?? 'identity';
}

/** In a route: the encoding the door named, or identity where no door named one. */
export function answerEncodingOf(request: Request): AnswerEncoding {
  const named = request.headers.get(ANSWER_ENCODING_HEADER);
  return named === 'br' || named === 'gzip' ? named : 'identity';
}

/** At the door, as an answer's head is written: a route's compressed body sent as Content-Encoding, with Vary naming Accept-Encoding. */
export function sendAnswerEncoding(response: ServerResponse): void {
  const named = response.getHeader(ANSWER_ENCODING_HEADER);
  if (named === undefined) return;
  response.removeHeader(ANSWER_ENCODING_HEADER);
  // Next.js appends a route's headers, so one value comes as a list of one.
  const encoding = String(Array.isArray(named) ? named[0] : named);
  if (encoding !== 'br' && encoding !== 'gzip') return;
  response.setHeader('content-encoding', encoding);
  response.setHeader('vary', varyOnEncoding(response.getHeader('vary')));
}
