import type { FromSchema } from 'json-schema-to-ts';

/**
 * The editor's media library API under /editor/api/sites/{slug}/media: a
 * site's pictures, uploaded as a multipart form (fields MEDIA_UPLOAD_FIELDS)
 * and listed for the picker.
 */

/** A picture's id: the first 32 hex digits of the SHA-256 of its stored bytes. */
export const MEDIA_ID_PATTERN = '^[0-9a-f]{32}$';

/** The form fields of an upload: the file, its description, and "true" in `decorative` for a picture with no description. */
export const MEDIA_UPLOAD_FIELDS = { file: 'file', alt: 'alt', decorative: 'decorative' } as const;

/**
 * The largest picture file taken, in decimal megabytes as the refusal says
 * it ("10 MB") and as a dealer's computer shows file sizes. The editor
 * checks it before sending; the server again.
 */
export const MEDIA_UPLOAD_MAX_BYTES = 10_000_000;

/** The picture types the library takes, as a file chooser's `accept` names them. */
export const PICTURE_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/svg+xml'] as const;

/** The longest description for screen readers a picture may have. */
export const MEDIA_ALT_MAX_LENGTH = 300;

export const mediaItemSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'url', 'thumbnailUrl', 'width', 'height', 'alt', 'name', 'contentType', 'byteSize', 'uploadedAt', 'uploadedBy'],
  properties: {
    id: { type: 'string', pattern: MEDIA_ID_PATTERN },
    url: { type: 'string', description: 'The address to put in the site document, e.g. /uploads/{id}: the site serves it.' },
    thumbnailUrl: { type: 'string', description: 'A small copy the editor can load, e.g. for the picker.' },
    width: { type: 'integer', minimum: 1 },
    height: { type: 'integer', minimum: 1 },
    alt: { type: 'string', description: 'The description for screen readers given at upload; empty for decoration.' },
    name: { type: 'string', description: 'The file name it was uploaded with.' },
    contentType: { type: 'string', enum: PICTURE_CONTENT_TYPES },
    byteSize: { type: 'integer', minimum: 1 },
    uploadedAt: { type: 'string', format: 'date-time' },
    uploadedBy: { type: ['string', 'null'] },
  },
} as const;
export type MediaItem = FromSchema<typeof mediaItemSchema>;
export type PictureContentType = MediaItem['contentType'];

/** GET /editor/api/sites/{slug}/media: the site's pictures, newest first. */
export const mediaListAnswerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['media'],
  properties: { media: { type: 'array', items: mediaItemSchema } },
} as const;
export type MediaListAnswer = FromSchema<typeof mediaListAnswerSchema>;

/** DELETE /editor/api/sites/{slug}/media/{id}, 409: the picture is still shown somewhere, named in words. */
export const mediaInUseAnswerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['error', 'message', 'uses'],
  properties: {
    error: { const: 'in-use' },
    message: { type: 'string' },
    uses: { type: 'array', items: { type: 'string' } },
  },
} as const;
export type MediaInUseAnswer = FromSchema<typeof mediaInUseAnswerSchema>;

/** DELETE /editor/api/sites/{slug}/media/{id}, 200. */
export const mediaDeletedAnswerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['deleted'],
  properties: { deleted: { type: 'string', pattern: MEDIA_ID_PATTERN } },
} as const;
