import { MAX_DOCUMENT_BYTES } from '../../../schemas/document-limits';
import { MAX_SHOPPER_BODY_BYTES } from '../../../schemas/request-limits';
import { MAX_FEED_BYTES } from '../../../schemas/api/stock-import';
import { MEDIA_UPLOAD_BODY_MAX_BYTES } from '../media/media-limits';

export { MAX_SHOPPER_BODY_BYTES };

/**
 * How many bytes a request body may hold. A shopper's request (a search, a
 * saved car, a sign-in code, a phone reveal) is a few hundred bytes; the
 * editor sends a whole site document, which the validator holds to
 * MAX_DOCUMENT_BYTES as compact JSON: twice that leaves room for an
 * imported export written with indentation, so the marketer still gets the
 * validator's plain "document too large" rather than a bare 413.
 */
export const MAX_EDITOR_BODY_BYTES = 2 * MAX_DOCUMENT_BYTES;
/** The server's ceiling for any request, the auth library's included (scripts/serve.ts). */
export const MAX_REQUEST_BYTES = MAX_EDITOR_BODY_BYTES;

/** "100 bytes", "32 kB", "4 MB": how the limit is named in a refusal. */
export function sizeInWords(bytes: number): string {
  if (bytes < 1000) return `${bytes} bytes`;
  return bytes >= 1_000_000 ? `${Math.round(bytes / 100_000) / 10} MB` : `${Math.round(bytes / 1000)} kB`;
}

export function tooLargeMessage(maxBytes: number): string {
  return `The request body is too large: at most ${sizeInWords(maxBytes)}.`;
}

export class BodyTooLarge extends Error {
  constructor(readonly maxBytes: number) {
    super(tooLargeMessage(maxBytes));
  }
}

/**
 * A request's body as text, read no further than maxBytes: a body that says
 * it is larger is refused before a byte is read, and one that lies (or is
 * sent in chunks) is cut off as soon as it passes the limit.
 */
export async function readBodyText(request: Request, maxBytes: number): Promise<string> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) throw new BodyTooLarge(maxBytes);
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new BodyTooLarge(maxBytes);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The requests larger than a site document: a picture uploaded to a site's media library, and a dealership's stock feed. */
const PICTURE_UPLOAD = /^\/editor\/api\/sites\/[^/?]+\/media\/?(?:\?|$)/;
const STOCK_FEED = /^\/editor\/api\/platform\/dealerships\/[^/?]+\/stock\/?(?:\?|$)/;
function ceilingFor(method: string, url: string): number {
  if (method !== 'POST') return MAX_REQUEST_BYTES;
  if (PICTURE_UPLOAD.test(url)) return MEDIA_UPLOAD_BODY_MAX_BYTES;
  return STOCK_FEED.test(url) ? MAX_FEED_BYTES : MAX_REQUEST_BYTES;
}

/**
 * What the server refuses before the app reads a byte (scripts/serve.ts):
 * a body declared larger than MAX_REQUEST_BYTES, and a body sent in chunks
 * without a length, which no page of ours sends and which could otherwise
 * stream into a route that reads it whole (the auth library's, say). A
 * picture upload may be larger (MEDIA_UPLOAD_BODY_MAX_BYTES), and so may a
 * stock feed (MAX_FEED_BYTES; the route reads it only for a platform admin).
 */
export function refusedAtTheDoor(
  headers: { 'content-length'?: string; 'transfer-encoding'?: string },
  url = '',
  method = 'GET',
): { status: 411 | 413; message: string } | undefined {
  const declared = headers['content-length'];
  const ceiling = ceilingFor(method, url);
  if (declared !== undefined && Number(declared) > ceiling) return { status: 413, message: tooLargeMessage(ceiling) };
  if (declared === undefined && headers['transfer-encoding'] !== undefined) {
    return { status: 411, message: 'The request body must be sent with its length (Content-Length).' };
  }
  return undefined;
}
