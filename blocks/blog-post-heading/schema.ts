import type { FromSchema } from 'json-schema-to-ts';
import { defaultsOf } from '../../runtime/schema-defaults';

export const blogPostHeadingSchema = {
  type: 'object',
  title: 'Blog post heading',
  description: "The top of a blog post: its title as the page's main heading, its category and date, and its picture.",
  additionalProperties: false,
  properties: {
    showImage: { type: 'boolean', title: "Show the post's picture", description: 'The picture from the page’s post details, under the title.', default: true },
  },
} as const;

export type BlogPostHeadingProps = FromSchema<typeof blogPostHeadingSchema>;

export const blogPostHeadingDefaults = defaultsOf(blogPostHeadingSchema);
