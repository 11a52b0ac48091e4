import type { FromSchema } from 'json-schema-to-ts';
import { MAX_STORED_INTEGER } from '../common';

/** POST /api/phone-reveals: a shopper revealed the dealer's number on a car (spec search §7). */
export const phoneRevealRequestSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['car_id', 'dealership_id', 'website_id'],
  properties: {
    car_id: { type: 'integer', minimum: 1, maximum: MAX_STORED_INTEGER },
    dealership_id: { type: 'integer', minimum: 1, maximum: MAX_STORED_INTEGER },
    website_id: { type: 'integer', minimum: 1, maximum: MAX_STORED_INTEGER },
  },
} as const;

export type PhoneRevealRequest = FromSchema<typeof phoneRevealRequestSchema>;

export const phoneRevealAnswerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['recorded', 'car_id', 'reveals'],
  properties: {
    recorded: { type: 'boolean', description: "False when this address revealed this car's number a moment ago: it counts once." },
    car_id: { type: 'integer' },
    reveals: { type: 'integer', minimum: 1, description: "How often this car's number has been revealed." },
  },
} as const;

export type PhoneRevealAnswer = FromSchema<typeof phoneRevealAnswerSchema>;
