import type { FromSchema } from 'json-schema-to-ts';
import { slugSchema } from '../common';

/**
 * One trading dealership. A dealer's site shows the stock and places of one
 * or more dealerships (the site document's dealershipIds).
 */
export const dealershipSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'slug', 'name', 'average_rating', 'review_count'],
  properties: {
    id: { type: 'integer', minimum: 1 },
    slug: slugSchema,
    name: { type: 'string', minLength: 1 },
    average_rating: { type: 'number', minimum: 0, maximum: 5 },
    review_count: { type: 'integer', minimum: 0 },
  },
} as const;

export type Dealership = FromSchema<typeof dealershipSchema>;
