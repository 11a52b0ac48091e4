import type { FromSchema } from 'json-schema-to-ts';
import { imageSchema, linkTargetSchema, slugSchema } from './common';

/** A promotion shown in sliders, among search results or as a card; honoured only between start and expiry. */
export const promotionSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'title'],
  properties: {
    id: slugSchema,
    title: { type: 'string', minLength: 1, maxLength: 120 },
    text: { type: 'string', maxLength: 400, default: '' },
    image: imageSchema,
    href: linkTargetSchema,
    cta: { type: 'string', default: 'Find out more' },
    start: { type: 'string', format: 'date-time' },
    expiry: { type: 'string', format: 'date-time' },
    position: { type: 'integer', minimum: 1, description: 'Where it sits among search results.' },
  },
} as const;

export type Promotion = FromSchema<typeof promotionSchema>;
