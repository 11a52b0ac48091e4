import { performance } from 'node:perf_hooks';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { ANSWER_ENCODING_HEADER, type AnswerEncoding, answerEncodingOf } from '../http/answer-encoding';
import { compressAnswer } from '../http/page-cache/page-encoding';
import type { HttpAnswer } from '../http/request-body';
import { type CurrentAt, createKeptWhileCurrent } from '../kept-while-current';

/**
 * Search answers an app server keeps, compressed as sent, to send again
 * while the stock and the holds are at the versions they were worked out at
 * and within the time kept-while-current.ts allows: spec search §7 says
 * search results are "Cached per query key", and shoppers ask the same
 * searches again and again (the search page with no filter, a make, a body
 * type). A kept answer costs no counting, no JSON encoding and no
 * compression; a search asked once costs what it always did, and its answer
 * is compressed at quick settings (a 40 kB answer goes out as 5–7 kB,
 * page-encoding.ts).
 *
 * What an answer shows moves with the stock version (cars, dealerships), the
 * holds version (reservations) and time (a hold's end, the sold cars'
 * window), as a search page's does, so both are kept by the same rule; the
 * site's own version and tenancy are part of the key, so a publish or an
 * admin's change of dealerships starts afresh.
 */

/** What an app server keeps of search answers at most (4–6 kB an answer compressed, 20–45 kB plain); the least recently sent go first. */
export const KEPT_SEARCH_ANSWERS_MAX_BYTES = 16 * 1024 * 1024;

interface KeptSearchAnswer extends CurrentAt {
  /** The answer's JSON as each encoding a client asked for sends it; compressed once per encoding. */
  encoded: Partial<Record<AnswerEncoding, Buffer>>;
}

const encodedBytes = (answer: KeptSearchAnswer) => Object.values(answer.encoded).reduce((sum, bytes) => sum + bytes.length, 0);

function plainJson({ encoded }: KeptSearchAnswer): Buffer {
  if (encoded.identity) return encoded.identity;
  if (encoded.br) return brotliDecompressSync(encoded.br);
  if (encoded.gzip) return gunzipSync(encoded.gzip);
  throw new Error('A kept search answer has no bytes');
}

const compressed = (json: Buffer, encoding: AnswerEncoding) => compressAnswer(json, encoding === 'identity' ? undefined : encoding);

/** The answer's response: a JSON answer's headers, the encoding for the door to send (answer-encoding.ts), and in Server-Timing whether it was kept. */
function send(bytes: Buffer, encoding: AnswerEncoding, kept: boolean, started: number): Response {
  return new Response(bytes as Uint8Array<ArrayBuffer>, {
    status: 200,
    headers: {
      'content-type': 'application/json',
      // Plain bytes too depend on Accept-Encoding: a cache must not give them to a client that takes brotli, nor the reverse.
      vary: 'Accept-Encoding',
      // Compressed already: nothing on the way may compress them again (Next.js's own compression, were it in the path, honours this).
      'cache-control': 'no-transform',
      ...(encoding === 'identity' ? {} : { [ANSWER_ENCODING_HEADER]: encoding }),
      'server-timing': `search;desc="${kept ? 'kept' : 'worked out'}";dur=${(performance.now() - started).toFixed(2)}`,
    },
  });
}

/** A search's answer, and the versions it shows when the search knows them better than the request did. */
type SearchWorkedOut = HttpAnswer & { versions?: string };

export interface KeptSearchAnswersOptions {
  maxBytes?: number;
  now?: () => number;
}

export function createKeptSearchAnswers({ maxBytes = KEPT_SEARCH_ANSWERS_MAX_BYTES, now = Date.now }: KeptSearchAnswersOptions = {}) {
  const kept = createKeptWhileCurrent<KeptSearchAnswer>(maxBytes, (key, answer) => key.length + encodedBytes(answer));
  return {
    kept,
    /**
     * The answer to `request` under `key`: the one kept while `versions`
     * (the stock's and the holds', read with the site before the search)
     * are those it was worked out at, or `search`'s, kept when it is a 200,
     * as of the versions the search says it shows where they differ (an
     * older index answers while the stock is read again). Without versions
     * nothing is kept: nothing would say when it went stale.
     */
    async respond(request: Request, key: string, versions: string | undefined, search: () => Promise<SearchWorkedOut>): Promise<Response> {
      const started = performance.now();
      const encoding = answerEncodingOf(request);
      const found = versions === undefined ? undefined : kept.find(key, versions, now());
      if (found) {
        let bytes = found.encoded[encoding];
        if (!bytes) {
          bytes = compressed(plainJson(found), encoding);
          kept.keep(key, { ...found, encoded: { ...found.encoded, [encoding]: bytes } });
        }
        return send(bytes, encoding, true, started);
      }
      const workedOutAt = now();
      const answer = await search();
      if (answer.status !== 200) return Response.json(answer.body, { status: answer.status });
      const bytes = compressed(Buffer.from(JSON.stringify(answer.body)), encoding);
      const shown = answer.versions ?? versions;
      if (shown !== undefined) kept.keep(key, { versions: shown, workedOutAt, encoded: { [encoding]: bytes } });
      return send(bytes, encoding, false, started);
    },
  };
}
