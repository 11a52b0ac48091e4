import type { FromSchema } from 'json-schema-to-ts';
import { searchAnswerSchema } from './search';

/**
 * GET /editor/api/sites/{slug}/stock-values: the values each search filter
 * takes in the dealer's live stock, with how many cars have each, so the
 * editor offers them instead of asking a marketer to type them.
 */
export const stockValuesAnswerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['facets'],
  properties: { facets: searchAnswerSchema.properties.facets },
} as const;

export type StockValuesAnswer = FromSchema<typeof stockValuesAnswerSchema>;
