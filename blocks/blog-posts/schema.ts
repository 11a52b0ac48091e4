import type { FromSchema } from 'json-schema-to-ts';
import { defaultsOf } from '../../runtime/schema-defaults';
import { slugSchema } from '../../schemas/common';
import { headingLevelField } from '../kit/fields/heading-level-field';

export const blogPostsSchema = {
  type: 'object',
  title: 'Blog posts',
  description: "The site's blog posts (pages with post details), newest first: their picture, title, category, date and excerpt.",
  additionalProperties: false,
  properties: {
    heading: {
      type: 'string',
      title: 'Heading',
      description: 'On a category page (/blog/:category), {category} is filled with its name, e.g. "{category}" or "Posts about {category}".',
      minLength: 1,
      maxLength: 120,
      default: 'Blog',
    },
    headingLevel: headingLevelField(
      [1, 2, 3],
      2,
      "1 when the list is the page's main heading (/blog), 2 for a block of its own on a page, 3 inside a section. Each post's title is one level below.",
    ),
    category: {
      ...slugSchema,
      title: 'Only this category',
      description:
        "The category as its page's address ends, e.g. buying-advice for Buying advice. Leave empty to list every post, or on a category page (/blog/:category) the category its address names.",
    },
    limit: {
      type: 'integer',
      title: 'How many posts',
      description: 'The newest this many. Leave empty to list them all.',
      minimum: 1,
      maximum: 200,
    },
    showCategories: {
      type: 'boolean',
      title: 'Show links to each category',
      description: 'Above the posts: all posts and each category, the one shown marked. Only where the site has the blog pages to lead to.',
      default: true,
    },
    emptyText: {
      type: 'string',
      title: 'Text when there are no posts',
      minLength: 1,
      maxLength: 200,
      default: 'No posts yet. Check back soon.',
    },
    allPostsLabel: { type: 'string', title: 'Label of the link to every post', minLength: 1, maxLength: 40, default: 'All posts' },
    categoriesLabel: { type: 'string', title: 'Name of the category links for screen readers', minLength: 1, maxLength: 60, default: 'Blog categories' },
  },
} as const;

export type BlogPostsProps = FromSchema<typeof blogPostsSchema>;

export const blogPostsDefaults = defaultsOf(blogPostsSchema);
