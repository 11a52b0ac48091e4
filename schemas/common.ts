/** Small schema pieces every larger schema reuses. */

export const colourSchema = {
  type: 'string',
  pattern: '^#[0-9a-fA-F]{6}$',
  description: 'Pick one, or type its code, like #1a2b3c.',
} as const;

export const slugSchema = {
  type: 'string',
  pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$',
  minLength: 1,
  maxLength: 80,
} as const;

/** A path inside the site ("/finance") or a full external address. */
export const linkTargetSchema = {
  type: 'string',
  minLength: 1,
  pattern: '^(/|https?://)',
} as const;

/**
 * Where a picture comes from: a path on the site or an http(s) address, with
 * no quote, bracket, space or backslash, so it stays one value in an
 * attribute or a CSS url() wherever a block puts it.
 */
export const IMAGE_URL_PATTERN = '^(/|https?://)[^\\s"\'()<>\\\\]*$';

/** A picture's address wherever it comes from: a site document, or a feed's cars, locations and reviews. */
export const pictureAddressSchema = { type: 'string', minLength: 1, maxLength: 2000, pattern: IMAGE_URL_PATTERN } as const;

/** An address that must be secure: a chat or booking page the site sends shoppers to. */
export const HTTPS_ONLY_PATTERN = '^https://';

/** A site document's `$schema`: the address of its schema file. */
export const SCHEMA_FILE_PATTERN = '^[A-Za-z0-9._/:-]+\\.json$';

/** An address on the web (a dealer's social pages): http(s) only, never javascript: or data:. */
export const webAddressSchema = {
  type: 'string',
  format: 'uri',
  pattern: '^https?://',
  maxLength: 2000,
} as const;

export const imageSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['url'],
  properties: {
    url: { ...pictureAddressSchema, title: 'Image address' },
    alt: { type: 'string', title: 'Description for screen readers', description: 'What the picture shows; leave empty only when it is decoration.', default: '' },
  },
} as const;

export const linkSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['label', 'href'],
  properties: {
    label: { type: 'string', minLength: 1 },
    href: linkTargetSchema,
  },
} as const;

/**
 * The largest whole number an id, revision or version column holds
 * (PostgreSQL integer). A larger one in a request is refused as a 400 naming
 * the field, never passed on to the database to fail there.
 */
export const MAX_STORED_INTEGER = 2_147_483_647;
