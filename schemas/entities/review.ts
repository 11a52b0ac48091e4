import type { FromSchema } from 'json-schema-to-ts';

/** A customer's review of a dealership, shown in reviews summaries. */
export const reviewSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'customer_name', 'text', 'rating', 'review_date', 'dealership_id'],
  properties: {
    id: { type: 'integer', minimum: 1 },
    customer_name: { type: 'string', minLength: 1 },
    text: { type: 'string' },
    rating: { type: 'integer', minimum: 1, maximum: 5 },
    review_date: { type: 'string', format: 'date-time' },
    image: { type: 'string', minLength: 1, description: "The reviewer's picture." },
    dealership_id: { type: 'integer', minimum: 1 },
    location_id: { type: 'integer', minimum: 1 },
  },
} as const;

export type Review = FromSchema<typeof reviewSchema>;
