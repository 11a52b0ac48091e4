import type { FromSchema } from 'json-schema-to-ts';
import { imageSchema, MAX_STORED_INTEGER, slugSchema, webAddressSchema } from './common';

const phoneSchema = { type: 'string', pattern: '^[0-9 +()]{6,20}$' } as const;

/** Who the dealer is: identity, contact numbers and where the site answers. */
export const dealerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['slug', 'name', 'template', 'dealershipIds', 'websiteId'],
  properties: {
    slug: slugSchema,
    name: { type: 'string', minLength: 1, maxLength: 120 },
    template: {
      type: 'string',
      enum: ['single-brand', 'dealer-group', 'independent'],
      description: 'The dealer kind: switches template-specific behaviour in the spec (search visibility, favourites rules).',
    },
    dealershipIds: { type: 'array', items: { type: 'integer', minimum: 1, maximum: MAX_STORED_INTEGER }, minItems: 1, maxItems: 100, uniqueItems: true },
    websiteId: { type: 'integer', minimum: 1, maximum: MAX_STORED_INTEGER },
    domains: {
      type: 'array',
      items: { type: 'string', pattern: '^[a-z0-9.-]+(:[0-9]+)?$' },
      uniqueItems: true,
      default: [],
      description: 'Host names this site answers on; the first is the canonical one.',
    },
    logo: imageSchema,
    phones: {
      type: 'object',
      additionalProperties: false,
      default: {},
      properties: {
        override: phoneSchema,
        new: phoneSchema,
        used: phoneSchema,
        demo: phoneSchema,
      },
    },
    social: {
      type: 'object',
      additionalProperties: false,
      default: {},
      properties: {
        facebook_url: webAddressSchema,
        instagram_url: webAddressSchema,
      },
    },
    overrideCity: { type: 'string' },
    manufacturers: { type: 'array', items: slugSchema, uniqueItems: true, default: [] },
  },
} as const;

export type Dealer = FromSchema<typeof dealerSchema>;
