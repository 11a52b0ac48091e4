import type { FromSchema } from 'json-schema-to-ts';
import { MAX_STORED_INTEGER } from '../common';

/** POST /api/car-views: a shopper opened a vehicle page (counted once per browser session). */
export const carViewRequestSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['car_id'],
  properties: {
    car_id: { type: 'integer', minimum: 1, maximum: MAX_STORED_INTEGER },
  },
} as const;

export type CarViewRequest = FromSchema<typeof carViewRequestSchema>;

export const carViewAnswerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['counted', 'car_id', 'views'],
  properties: {
    counted: { type: 'boolean', description: 'False when this address viewed this car a moment ago: it counts once.' },
    car_id: { type: 'integer' },
    views: { type: 'integer', minimum: 0, description: "The car's views: the stock feed's count plus those counted on the site." },
  },
} as const;

export type CarViewAnswer = FromSchema<typeof carViewAnswerSchema>;
