import type { FromSchema } from 'json-schema-to-ts';
import { blockIdSchema } from '../block-node';
import { slugSchema } from '../common';

/** How many blocks one request for canvas data may ask for: a page's blocks, its header's and its footer's, with room to spare. */
export const MAX_CANVAS_BLOCKS_ASKED = 500;

/**
 * POST /editor/api/sites/{slug}/canvas-data: the data of some blocks of a
 * page as the editor's canvas shows it, loaded by the blocks' own loaders
 * from the draft as the editor has it now (saved or not yet).
 */
export const canvasDataRequestSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['document', 'pageId', 'blockIds'],
  properties: {
    document: { type: 'object', description: 'The draft as the editor has it, laid over its brand template (see docs/site-documents.md).' },
    pageId: { ...slugSchema, description: 'The page the canvas shows.' },
    query: { type: 'string', maxLength: 2000, description: "The canvas's own query string, as its blocks see it (a search page's filters)." },
    blockIds: {
      type: 'array',
      maxItems: MAX_CANVAS_BLOCKS_ASKED,
      uniqueItems: true,
      items: blockIdSchema,
      description: 'The blocks whose data is asked for, of the page, its header or its footer.',
    },
  },
} as const;
export type CanvasDataRequest = FromSchema<typeof canvasDataRequestSchema>;

const readsSchema = { type: 'array', items: { type: 'string' }, description: "The block's props its loader read: the data stays right until one of them changes." } as const;

export const canvasBlockDataSchema = {
  oneOf: [
    {
      type: 'object',
      additionalProperties: false,
      required: ['ok', 'data', 'reads'],
      properties: { ok: { const: true }, data: { description: "What the block's loader gave, as JSON; null for a block without one." }, reads: readsSchema },
    },
    {
      type: 'object',
      additionalProperties: false,
      required: ['ok', 'reads', 'message'],
      properties: { ok: { const: false }, reads: readsSchema, message: { type: 'string', description: 'Why the block has no data, in words for the marketer.' } },
    },
  ],
} as const;

export type CanvasBlockData = FromSchema<typeof canvasBlockDataSchema>;

export const canvasDataAnswerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['results'],
  properties: { results: { type: 'array', items: canvasBlockDataSchema, description: 'One per block asked, in the order asked.' } },
} as const;
export type CanvasDataAnswer = FromSchema<typeof canvasDataAnswerSchema>;
