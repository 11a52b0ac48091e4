import sharp from 'sharp';
import type { PictureContentType } from '../../../schemas/api/media';
import type { PictureWidth } from '../../render/uploaded-picture';
import { MEDIA_MAX_PIXELS } from './media-limits';

/** Bytes to send and their type. */
export interface DeliveredBytes {
  bytes: Uint8Array;
  contentType: string;
}

/** Small enough for a phone, good enough for a banner. */
const QUALITY = 80;

/**
 * A stored picture at `width` (never wider than it is), upright, without
 * its camera metadata (a photo's GPS position stays private). WebP when the
 * browser takes it, else its own format. An SVG is drawn at any size by the
 * browser, so it is sent as stored.
 */
export async function resizePicture(bytes: Uint8Array, contentType: PictureContentType, width: PictureWidth, asWebp: boolean): Promise<DeliveredBytes> {
  if (contentType === 'image/svg+xml') return { bytes, contentType };
  const resized = sharp(bytes, { limitInputPixels: MEDIA_MAX_PIXELS }).autoOrient().resize({ width, withoutEnlargement: true });
  if (asWebp || contentType === 'image/webp') return { bytes: await resized.webp({ quality: QUALITY }).toBuffer(), contentType: 'image/webp' };
  if (contentType === 'image/png') return { bytes: await resized.png({ compressionLevel: 9 }).toBuffer(), contentType };
  return { bytes: await resized.jpeg({ quality: QUALITY, mozjpeg: true }).toBuffer(), contentType };
}
