import type { FromSchema } from 'json-schema-to-ts';
import { blogPostSchema } from './blog-post';
import { slugSchema } from './common';
import { MAX_BLOCKS_PER_PAGE } from './document-limits';

/**
 * "/", "/finance", "/cars/:slug", "/search/:make/:model": static segments are
 * lower-case words, parameters start with a colon.
 */
export const PAGE_PATH_PATTERN = '^/(?:(?:[a-z0-9][a-z0-9._~-]*|:[a-zA-Z][a-zA-Z0-9]*)(?:/(?:[a-z0-9][a-z0-9._~-]*|:[a-zA-Z][a-zA-Z0-9]*))*)?$';

export function pageSchemaWith<const Block>(block: Block) {
  return {
    type: 'object',
    additionalProperties: false,
    required: ['id', 'path', 'title', 'blocks'],
    properties: {
      id: slugSchema,
      path: {
        type: 'string',
        pattern: PAGE_PATH_PATTERN,
        description: 'Where the page answers, e.g. / or /cars/:slug',
      },
      title: { type: 'string', minLength: 1, maxLength: 120 },
      seo: {
        type: 'object',
        additionalProperties: false,
        default: {},
        properties: {
          description: { type: 'string', maxLength: 300 },
          ogImage: { type: 'string' },
          noindex: { type: 'boolean', default: false },
        },
      },
      layout: {
        type: 'boolean',
        default: true,
        description: 'Show the site header and footer around this page.',
      },
      post: blogPostSchema,
      blocks: { type: 'array', items: block, maxItems: MAX_BLOCKS_PER_PAGE, default: [] },
    },
  } as const;
}

export const pageSchema = pageSchemaWith({ type: 'object' } as const);
export type PageFields = FromSchema<typeof pageSchema>;
