import type { FromSchema } from 'json-schema-to-ts';
import { MAX_STORED_INTEGER, slugSchema } from '../common';

/** GET /api/nearest-locations?postcode=4558: the shopper's postcode (spec detail §5: exactly 4 digits). */
export const nearestLocationsRequestSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['postcode'],
  properties: {
    postcode: { type: 'string', pattern: '^[0-9]{4}$', description: 'Spec detail §5: exactly 4 digits.' },
  },
} as const;

export type NearestLocationsRequest = FromSchema<typeof nearestLocationsRequestSchema>;

/** The site's locations nearest the postcode first (spec detail §9: haversine distance, Earth radius 6371 km). */
export const nearestLocationsAnswerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['postcode', 'locations'],
  properties: {
    postcode: { type: 'string' },
    locations: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'slug', 'name', 'distance_km'],
        properties: {
          id: { type: 'integer', minimum: 1, maximum: MAX_STORED_INTEGER },
          slug: slugSchema,
          name: { type: 'string' },
          distance_km: {
            type: ['number', 'null'],
            minimum: 0,
            description: 'Kilometres from the postcode, to one decimal place; null for a location without coordinates (listed last).',
          },
        },
      },
    },
  },
} as const;

export type NearestLocationsAnswer = FromSchema<typeof nearestLocationsAnswerSchema>;
