/**
 * pdf-lib embeds PNG and JPEG only. The format is read from the file's first
 * bytes, not from a name or a content type that may be wrong.
 */
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];

export type EmbeddablePhotoFormat = 'png' | 'jpeg';

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);
}

/** 'png' or 'jpeg' when the bytes are one; undefined for anything else (SVG, WebP, nothing). */
export function embeddablePhotoFormat(bytes: Uint8Array | undefined): EmbeddablePhotoFormat | undefined {
  if (!bytes) return undefined;
  if (startsWith(bytes, PNG_SIGNATURE)) return 'png';
  if (startsWith(bytes, JPEG_SIGNATURE)) return 'jpeg';
  return undefined;
}
