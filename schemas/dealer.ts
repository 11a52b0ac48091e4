import type { FromSchema } from 'json-schema-to-ts';
import { imageSchema, MAX_STORED_INTEGER, slugSchema, webAddressSchema } from './common';

export const DEALER_PHONE_PATTERN = '^[0-9 +()]{6,20}$';
/** A host name the site answers on, with a port for trying it out locally. */
export const DOMAIN_PATTERN = '^[a-z0-9.-]+(:[0-9]+)?$';

const phoneSchema = { type: 'string', pattern: DEALER_PHONE_PATTERN } as const;

/** Who the dealer is: identity, contact numbers and where the site answers. */
export const dealerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['slug', 'name', 'template', 'dealershipIds', 'websiteId'],
  properties: {
    slug: { ...slugSchema, title: 'Short name', description: 'The dealer’s name in web addresses, like harbour-city-motors.' },
    name: { type: 'string', minLength: 1, maxLength: 120, title: 'Dealer name' },
    template: {
      type: 'string',
      enum: ['single-brand', 'dealer-group', 'independent'],
      title: 'Kind of dealer',
      description: 'Decides some of the site’s behaviour, such as which cars search shows and which can be saved.',
      'x-editor': { labels: { 'single-brand': 'One brand', 'dealer-group': 'Dealer group', independent: 'Independent' } },
    },
    dealershipIds: { type: 'array', items: { type: 'integer', minimum: 1, maximum: MAX_STORED_INTEGER }, minItems: 1, maxItems: 100, uniqueItems: true },
    websiteId: { type: 'integer', minimum: 1, maximum: MAX_STORED_INTEGER },
    domains: {
      type: 'array',
      items: { type: 'string', pattern: DOMAIN_PATTERN },
      uniqueItems: true,
      default: [],
      description: 'The web addresses this site answers on, without https://; the first is the one search engines are given.',
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
