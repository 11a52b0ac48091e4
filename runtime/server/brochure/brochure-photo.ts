import sharp from 'sharp';
import type { Car } from '../../../schemas/entities/car';
import { carPhotoSvg, parseCarPhotoFileName } from '../seed/car-photo';

/** Wide enough for the brochure's photo frame at print quality, small enough to embed in milliseconds. */
export const BROCHURE_PHOTO_WIDTH = 1200;
/** A feed's photo that takes longer than this is left out: the brochure never waits on a slow photo host. */
export const PHOTO_FETCH_TIMEOUT_MS = 3000;
/** A photo larger than this is not a car photo a brochure needs. */
export const MAX_PHOTO_BYTES = 8_000_000;

const GENERATED_PHOTO = /^\/media\/cars\/([^/?#]+)$/;

async function photoBytes(address: string): Promise<Uint8Array | undefined> {
  const generated = GENERATED_PHOTO.exec(address);
  if (generated) {
    const photo = parseCarPhotoFileName(generated[1]);
    return photo ? new TextEncoder().encode(carPhotoSvg(photo)) : undefined;
  }
  // Only the stock feed's https photos: never a local address or another scheme.
  if (!address.startsWith('https://')) return undefined;
  const response = await fetch(address, { signal: AbortSignal.timeout(PHOTO_FETCH_TIMEOUT_MS), redirect: 'error' });
  if (!response.ok || Number(response.headers.get('content-length') ?? 0) > MAX_PHOTO_BYTES) return undefined;
  const bytes = new Uint8Array(await response.arrayBuffer());
  return bytes.byteLength > MAX_PHOTO_BYTES ? undefined : bytes;
}

/**
 * The car's first photo as a JPEG for the brochure: pdf-lib embeds JPEG
 * almost as it is, while a PNG costs it hundreds of milliseconds, and it
 * cannot draw SVG (the demo's generated photos) at all. Undefined when the
 * car has no photo or it cannot be had; the brochure then frames a note.
 */
export async function brochurePhoto(car: Pick<Car, 'primary_image_url' | 'images'>): Promise<Uint8Array | undefined> {
  const address = car.primary_image_url ?? car.images[0];
  if (!address) return undefined;
  try {
    const bytes = await photoBytes(address);
    if (!bytes) return undefined;
    return new Uint8Array(await sharp(bytes).resize({ width: BROCHURE_PHOTO_WIDTH, withoutEnlargement: true }).jpeg({ quality: 80 }).toBuffer());
  } catch {
    return undefined;
  }
}
