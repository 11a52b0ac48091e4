import { MEDIA_ID_PATTERN } from '../../../schemas/api/media';
import { nearestPictureWidth, PICTURE_WIDTHS, type PictureWidth } from '../../render/uploaded-picture';
import type { MediaStore } from './media-store';
import { type DeliveredBytes, resizePicture } from './resize-picture';
import { ResizedPictureCache } from './resized-picture-cache';

/** How much memory each server gives resized pictures. */
export const RESIZED_CACHE_MAX_BYTES = 64_000_000;

/** One cache per server process, shared by the dealer sites and the editor. */
export const resizedPictures = new ResizedPictureCache<DeliveredBytes>(RESIZED_CACHE_MAX_BYTES);

const MEDIA_ID = new RegExp(MEDIA_ID_PATTERN);

/** An SVG opened on its own may run nothing and load nothing, even if sanitising had missed something. */
export const SVG_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'";

/** The address never shows other bytes (the id is their hash), so browsers and CDNs may keep it for a year. */
const FOREVER = 'public, max-age=31536000, immutable';

const notFound = () =>
  new Response('There is no such picture on this site.', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });

/** `?w=`: absent is the largest width; a number is served at the nearest allowed width; anything else is refused. */
function widthAsked(url: URL): PictureWidth | 'invalid' {
  const text = url.searchParams.get('w');
  if (text === null) return PICTURE_WIDTHS[PICTURE_WIDTHS.length - 1];
  if (!/^[1-9][0-9]{0,4}$/.test(text)) return 'invalid';
  return nearestPictureWidth(Number(text));
}

const cacheKey = (siteSlug: string, id: string) => `${siteSlug}/${id}/`;

/** Forgets this server's resized copies of a deleted picture. */
export function forgetResizedPicture(siteSlug: string, id: string): void {
  resizedPictures.forgetStartingWith(cacheKey(siteSlug, id));
}

/**
 * A site's picture, resized: GET /uploads/{id}?w=640 on the dealer's site
 * (and the editor's copy of it). Only this site's pictures: another site's
 * id is 404. The resized copy is cached, so sharp runs once per picture,
 * width and format on each server.
 */
export async function deliverPicture(store: MediaStore, request: Request, siteSlug: string, id: string): Promise<Response> {
  if (!MEDIA_ID.test(id)) return notFound();
  const width = widthAsked(new URL(request.url));
  if (width === 'invalid') {
    return new Response(`w must be a width in pixels; pictures are served ${PICTURE_WIDTHS.join(', ')} wide.`, {
      status: 400,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    });
  }
  const asWebp = /\bimage\/webp\b/.test(request.headers.get('accept') ?? '');
  const key = `${cacheKey(siteSlug, id)}${width}/${asWebp ? 'webp' : 'own'}`;
  const etag = `"${id}-${width}-${asWebp ? 'webp' : 'own'}"`;
  let delivered = resizedPictures.get(key);
  if (!delivered) {
    const stored = await store.get(siteSlug, id);
    if (!stored) return notFound();
    delivered = await resizePicture(stored.bytes, stored.picture.contentType, width, asWebp);
    resizedPictures.set(key, delivered);
  }
  const headers = new Headers({ 'cache-control': FOREVER, etag, vary: 'Accept', 'x-content-type-options': 'nosniff', 'content-type': delivered.contentType });
  if (delivered.contentType === 'image/svg+xml') headers.set('content-security-policy', SVG_SECURITY_POLICY);
  if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers });
  headers.set('content-length', String(delivered.bytes.byteLength));
  // Bytes from sharp or the database, never backed by shared memory.
  return new Response(delivered.bytes as Uint8Array<ArrayBuffer>, { headers });
}
