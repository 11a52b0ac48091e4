import { defineBlock } from '../../runtime/block-types';
import { BlogPosts } from './BlogPosts';
import { blogPostsDefaults, blogPostsSchema } from './schema';

export default defineBlock({
  type: 'blog-posts',
  label: 'Blog posts',
  category: 'content',
  description:
    "The site's blog posts, newest first, each with its picture, title, category, date and excerpt, linking to the post. Lists every post, one category's, or on /blog/:category the category the address names.",
  schema: blogPostsSchema,
  defaults: blogPostsDefaults,
  component: BlogPosts,
});
