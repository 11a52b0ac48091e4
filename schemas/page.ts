import type { FromSchema } from 'json-schema-to-ts';
import { blogPostSchema } from './blog-post';
import { IMAGE_URL_PATTERN, slugSchema } from './common';
import { MAX_BLOCKS_PER_PAGE } from './document-limits';

/**
 * "/", "/finance", "/cars/:slug", "/search/:make/:model": static segments are
 * lower-case words, parameters start with a colon.
 */
export const PAGE_PATH_PATTERN = '^/(?:(?:[a-z0-9][a-z0-9._~-]*|:[a-zA-Z][a-zA-Z0-9]*)(?:/(?:[a-z0-9][a-z0-9._~-]*|:[a-zA-Z][a-zA-Z0-9]*))*)?$';

/** The page path rule in a marketer's words, for the validator's message and the editor's refusals. */
export const PAGE_PATH_WORDS = 'an address like /finance or /cars/:slug: lower-case words, and a part that stands for each car or location starting with :';

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
        title: 'Page address',
        description: 'What follows your site’s name in the address: / for the home page, /finance, or /cars/:slug for every car’s own page.',
      },
      title: { type: 'string', minLength: 1, maxLength: 120, title: 'Page title', description: 'Shown in the browser tab and in search engines’ results.' },
      seo: {
        type: 'object',
        additionalProperties: false,
        default: {},
        title: 'Search engines and sharing',
        properties: {
          description: { type: 'string', maxLength: 300, title: 'Description', description: 'A sentence or two search engines may show under the page title.' },
          ogImage: {
            type: 'string',
            title: 'Picture when shared',
            description: 'The picture shown when the page is shared on social media.',
            maxLength: 2000,
            pattern: IMAGE_URL_PATTERN,
            // An address alone, edited like every other picture: chosen from the site's pictures or typed.
            'x-editor': { widget: 'image', patternWords: 'start with / for a picture on this site, or https:// for one on another site, with no spaces or quotes' },
          },
          noindex: { type: 'boolean', default: false, title: 'Hide from search engines', description: 'Search engines are asked not to list this page.' },
        },
      },
      layout: {
        type: 'boolean',
        default: true,
        title: 'Show header and footer',
        description: 'Show the site header and footer around this page.',
      },
      post: blogPostSchema,
      blocks: { type: 'array', items: block, maxItems: MAX_BLOCKS_PER_PAGE, default: [] },
    },
  } as const;
}

export const pageSchema = pageSchemaWith({ type: 'object' } as const);
export type PageFields = FromSchema<typeof pageSchema>;
