import type { FromSchema } from 'json-schema-to-ts';
import { imageSchema } from './common';

/**
 * What makes a page a blog post: the details the blog's lists show of it.
 * The post's title is the page's; its words are the page's blocks.
 */
export const blogPostSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['category', 'published', 'excerpt'],
  description: 'Makes the page a blog post, listed on /blog and on its category page.',
  properties: {
    category: {
      type: 'string',
      minLength: 1,
      maxLength: 60,
      description: 'The category as shoppers read it, e.g. Buying advice. Its page is /blog/{category as a slug}, e.g. /blog/buying-advice.',
    },
    published: { type: 'string', format: 'date', description: 'The day it was published; lists show the newest first.' },
    excerpt: { type: 'string', minLength: 1, maxLength: 300, description: 'A sentence or two shown in lists under the title.' },
    image: imageSchema,
  },
} as const;

export type BlogPost = FromSchema<typeof blogPostSchema>;
