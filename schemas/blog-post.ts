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
  title: 'Blog post',
  description: 'Makes the page a blog post, listed on /blog and on its category page.',
  properties: {
    category: {
      type: 'string',
      title: 'Category',
      minLength: 1,
      maxLength: 60,
      description: "The category as shoppers read it, e.g. Buying advice. Its page's address is made from it: Buying advice is at /blog/buying-advice.",
    },
    published: { type: 'string', format: 'date', title: 'Published on', description: 'The day it was published; lists show the newest first.' },
    excerpt: { type: 'string', title: 'Excerpt', minLength: 1, maxLength: 300, description: 'A sentence or two shown in lists under the title.' },
    image: { ...imageSchema, title: 'Picture', description: 'Shown in lists and at the top of the post.' },
  },
} as const;

export type BlogPost = FromSchema<typeof blogPostSchema>;
