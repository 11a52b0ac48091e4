import { MEDIA_UPLOAD_MAX_BYTES } from '../../../schemas/api/media';

/** What the media library takes: the file size limit is the API's (schemas/api/media.ts), checked by the editor too. */
export { MEDIA_UPLOAD_MAX_BYTES };

/** Room in an upload's request for the form around the file: its boundaries, the description and the file's name. */
const UPLOAD_FORM_OVERHEAD_BYTES = 64_000;

/** The largest upload request the server reads, the file and its form together. */
export const MEDIA_UPLOAD_BODY_MAX_BYTES = MEDIA_UPLOAD_MAX_BYTES + UPLOAD_FORM_OVERHEAD_BYTES;

/**
 * The widest or tallest picture taken, in pixels. A camera's photo is under
 * 8,000 wide; a larger one, or a tiny file that claims huge dimensions (a
 * decompression bomb), would cost the server memory for no page's sake.
 */
export const MEDIA_MAX_DIMENSION_PX = 10_000;

/** The most pixels sharp decodes of one picture: a 10,000 × 10,000 picture at most. */
export const MEDIA_MAX_PIXELS = MEDIA_MAX_DIMENSION_PX * MEDIA_MAX_DIMENSION_PX;
