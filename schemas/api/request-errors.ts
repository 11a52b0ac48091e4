import type { FromSchema } from 'json-schema-to-ts';

/** The body of every 400 answer: which fields are wrong, and why, in plain words. */
export const requestErrorSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['error', 'fields'],
  properties: {
    error: { type: 'string' },
    fields: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['field', 'message'],
        properties: { field: { type: 'string' }, message: { type: 'string' } },
      },
    },
  },
} as const;

export type RequestError = FromSchema<typeof requestErrorSchema>;
