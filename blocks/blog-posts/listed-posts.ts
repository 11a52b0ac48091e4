import type { SiteContext } from '../../runtime/block-types';
import { pageBlogCategory } from '../../runtime/render/blog-category-page';
import { type BlogCategory, blogCategories, blogCategoryNamed, blogPosts, type PostPage, postsInCategory } from '../../runtime/rules/blog-posts';
import type { BlogPostsProps } from './schema';

export interface ListedPosts {
  posts: PostPage[];
  /** The category listed, when only one is. */
  category?: BlogCategory;
  categories: BlogCategory[];
}

/**
 * Which posts the block lists: the marketer's category, else the one a
 * category page's address names, else every post; newest first, the newest
 * `limit` of them.
 */
export function listedPosts(site: SiteContext, props: Pick<BlogPostsProps, 'category' | 'limit'>): ListedPosts {
  const all = blogPosts(site.document.pages);
  const categories = blogCategories(all);
  const fromAddress = pageBlogCategory(site.document, site.page, site.params);
  const category = props.category ? blogCategoryNamed(all, props.category) : fromAddress.kind === 'category' ? fromAddress.category : undefined;
  const chosen = props.category || fromAddress.kind !== 'not-a-category-page' ? postsInCategory(all, category?.slug ?? '') : all;
  return { posts: props.limit ? chosen.slice(0, props.limit) : chosen, categories, ...(category ? { category } : {}) };
}
