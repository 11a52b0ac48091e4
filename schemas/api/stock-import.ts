import type { FromSchema } from 'json-schema-to-ts';

/** How many problems an answer lists; the count says how many there were in all. */
export const MAX_LISTED_FEED_PROBLEMS = 200;

/** One thing wrong with a feed: where (the row as a spreadsheet numbers it, the header being row 1, and the column as the feed names it) and what. */
export const feedProblemSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['row', 'column', 'message'],
  properties: {
    row: { type: 'integer', minimum: 1 },
    column: { type: 'string' },
    message: { type: 'string' },
  },
} as const;

/** POST …/stock answered 200: the feed is in the stock, all of it. */
export const stockImportAnswerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['format', 'imported', 'added', 'updated'],
  properties: {
    format: { type: 'string', enum: ['cars', 'google-vehicle-listings'] },
    imported: { type: 'integer', minimum: 0 },
    added: { type: 'integer', minimum: 0 },
    updated: { type: 'integer', minimum: 0 },
  },
} as const;

/** POST …/stock answered 400: nothing was imported, and why. */
export const stockImportRefusalSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['error', 'message', 'problems', 'problemCount'],
  properties: {
    error: { const: 'invalid-feed' },
    message: { type: 'string' },
    problems: { type: 'array', maxItems: MAX_LISTED_FEED_PROBLEMS, items: feedProblemSchema },
    problemCount: { type: 'integer', minimum: 1 },
  },
} as const;

export type FeedProblem = FromSchema<typeof feedProblemSchema>;
export type StockImportAnswer = FromSchema<typeof stockImportAnswerSchema>;
export type StockImportRefusal = FromSchema<typeof stockImportRefusalSchema>;
export type FeedFormat = StockImportAnswer['format'];

/**
 * The largest feed the admin API takes: 100,000 cars in the Google columns
 * come to about 40 MB. A larger stock is sent in parts, or imported with the
 * command, which reads a file.
 */
export const MAX_FEED_BYTES = 64_000_000;

/** The body types a feed is sent as: the two formats csv-parse reads. Neither is one a forging page may send without asking. */
export const FEED_CONTENT_TYPES = ['text/csv', 'text/tab-separated-values'] as const;
