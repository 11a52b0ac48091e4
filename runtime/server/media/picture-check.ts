import sharp, { type Metadata } from 'sharp';
import type { PictureContentType } from '../../../schemas/api/media';
import { MEDIA_MAX_DIMENSION_PX, MEDIA_MAX_PIXELS, MEDIA_UPLOAD_MAX_BYTES } from './media-limits';
import { sanitiseSvg } from './svg-sanitiser';

/** A picture ready to store: its bytes (an SVG sanitised), its type read from those bytes, and its size in pixels. */
export interface CheckedPicture {
  bytes: Uint8Array;
  contentType: PictureContentType;
  width: number;
  height: number;
}

export type PictureCheck = { ok: true; picture: CheckedPicture } | { ok: false; message: string };

export const NOT_A_PICTURE = 'This file is not a JPEG, PNG, WebP or SVG picture.';
export const EMPTY_FILE = 'This file is empty.';
export const PICTURE_TOO_LARGE = `The picture is larger than ${MEDIA_UPLOAD_MAX_BYTES / 1_000_000} MB.`;
export const PICTURE_TOO_MANY_PIXELS = `The picture is more than ${MEDIA_MAX_DIMENSION_PX.toLocaleString('en-AU')} pixels wide or tall; make it smaller first.`;
const DAMAGED = 'This picture is damaged or incomplete and cannot be shown. Save it again and upload the new file.';

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) => signature.every((byte, index) => bytes[at + index] === byte);
const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

/**
 * The kind of picture the bytes are, by their first bytes (magic numbers):
 * never by the file's name or the type the browser sent, which anyone can
 * set. SVG is text whose first element is <svg>.
 */
export function sniffPictureType(bytes: Uint8Array): PictureContentType | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, ...ascii('PNG\r\n\x1a\n')])) return 'image/png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  const head = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, 4096));
  // An XML declaration, comments and a DOCTYPE may come before the <svg> element; nothing else may.
  const prologue = /^\uFEFF?\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*|<!DOCTYPE[^[>]*(\[[\s\S]*?\])?\s*>\s*)*<svg[\s>]/i;
  return prologue.test(head) ? 'image/svg+xml' : undefined;
}

const SHARP_FORMAT: Record<Exclude<PictureContentType, 'image/svg+xml'>, string> = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/webp': 'webp' };

/** Width and height as shown (a phone's portrait photo is stored sideways with an orientation tag). */
async function measured(bytes: Uint8Array, expectedFormat: string): Promise<{ width: number; height: number } | undefined> {
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    return undefined;
  }
  if (metadata.format !== expectedFormat) return undefined;
  const { width, height } = metadata.autoOrient ?? metadata;
  if (!width || !height) return undefined;
  return { width, height };
}

/** Decodes every pixel once, so a cut-off or corrupt file is refused now rather than breaking a page later. */
async function decodesWhole(bytes: Uint8Array): Promise<boolean> {
  try {
    await sharp(bytes, { limitInputPixels: MEDIA_MAX_PIXELS, failOn: 'truncated' }).stats();
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether uploaded bytes are a picture the library takes, and the picture
 * to store: JPEG, PNG or WebP that decodes whole, or SVG with everything
 * that could run or load something removed; no larger than
 * MEDIA_UPLOAD_MAX_BYTES nor MEDIA_MAX_DIMENSION_PX either way. Bad input
 * is an answer in words, never an exception.
 */
export async function checkPicture(bytes: Uint8Array): Promise<PictureCheck> {
  if (bytes.byteLength === 0) return { ok: false, message: EMPTY_FILE };
  if (bytes.byteLength > MEDIA_UPLOAD_MAX_BYTES) return { ok: false, message: PICTURE_TOO_LARGE };
  const contentType = sniffPictureType(bytes);
  if (!contentType) return { ok: false, message: NOT_A_PICTURE };
  const stored = contentType === 'image/svg+xml' ? new TextEncoder().encode(sanitiseSvg(new TextDecoder().decode(bytes))) : bytes;
  if (stored.byteLength === 0) return { ok: false, message: NOT_A_PICTURE };
  const size = await measured(stored, contentType === 'image/svg+xml' ? 'svg' : SHARP_FORMAT[contentType]);
  if (!size) return { ok: false, message: NOT_A_PICTURE };
  if (size.width > MEDIA_MAX_DIMENSION_PX || size.height > MEDIA_MAX_DIMENSION_PX) return { ok: false, message: PICTURE_TOO_MANY_PIXELS };
  // An SVG is drawn at whatever size it is shown; its pixels are not decoded here.
  if (contentType !== 'image/svg+xml' && !(await decodesWhole(stored))) return { ok: false, message: DAMAGED };
  return { ok: true, picture: { bytes: stored, contentType, width: size.width, height: size.height } };
}
