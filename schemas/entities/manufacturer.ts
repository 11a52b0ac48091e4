import type { FromSchema } from 'json-schema-to-ts';
import { slugSchema } from '../common';

/** A vehicle brand a location sells or services; some have no logo. */
export const manufacturerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'name', 'slug'],
  properties: {
    id: { type: 'integer', minimum: 1 },
    name: { type: 'string', minLength: 1 },
    slug: slugSchema,
    logo_url: { type: 'string', minLength: 1 },
  },
} as const;

export type Manufacturer = FromSchema<typeof manufacturerSchema>;
