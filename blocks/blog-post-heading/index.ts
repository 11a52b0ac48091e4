import { defineBlock } from '../../runtime/block-types';
import { BlogPostHeading } from './BlogPostHeading';
import { blogPostHeadingDefaults, blogPostHeadingSchema } from './schema';

export default defineBlock({
  type: 'blog-post-heading',
  label: 'Blog post heading',
  category: 'content',
  description:
    "The top of a blog post: the page's title as its main heading, the post's category (a link to the category's page) and date, and its picture, all from the page's post details.",
  schema: blogPostHeadingSchema,
  defaults: blogPostHeadingDefaults,
  component: BlogPostHeading,
});
