/**
 * Spec (detail §2, routes): "/blog and blog categories". A post is a page
 * of the site document carrying `post` details; /blog lists every post and
 * /blog/{category} the posts of one category, which exists only while a
 * post is filed under it.
 */
import type { BlogPost } from '../../schemas/blog-post';
import { slugOf } from './slug';

export interface BlogCategory {
  /** As it appears in the category page's address: "Buying advice" → buying-advice. */
  slug: string;
  /** As shoppers read it, as its newest post writes it. */
  name: string;
}

/** A page that is a post, with what lists show of it. */
export interface PostPage {
  id: string;
  path: string;
  title: string;
  post: BlogPost;
}

/** Spec (detail §2): the blog's own address; a category's page is under it. */
export const BLOG_PATH = '/blog';

export function blogCategoryPath(category: Pick<BlogCategory, 'slug'>): string {
  return `${BLOG_PATH}/${category.slug}`;
}

export function categoryOfPost(post: Pick<BlogPost, 'category'>): BlogCategory {
  return { slug: slugOf(post.category), name: post.category.trim() };
}

/** The pages that are posts, newest first; posts of one day keep the document's order. */
export function blogPosts(pages: readonly { id: string; path: string; title: string; post?: BlogPost }[]): PostPage[] {
  const posts = pages.filter((page): page is PostPage => page.post !== undefined);
  // ISO dates (YYYY-MM-DD) sort as text; sort is stable, so a tie keeps the document's order.
  return [...posts].sort((a, b) => (a.post.published < b.post.published ? 1 : a.post.published > b.post.published ? -1 : 0));
}

/** The categories posts are filed under, each once, in the order of their newest post. */
export function blogCategories(posts: readonly PostPage[]): BlogCategory[] {
  const bySlug = new Map<string, BlogCategory>();
  for (const { post } of posts) {
    const category = categoryOfPost(post);
    if (!bySlug.has(category.slug)) bySlug.set(category.slug, category);
  }
  return [...bySlug.values()];
}

/** The category an address's slug names, read as an address is ("Buying-Advice" is buying-advice); undefined when no post is filed under it. */
export function blogCategoryNamed(posts: readonly PostPage[], slug: string): BlogCategory | undefined {
  const wanted = slug.toLowerCase();
  return blogCategories(posts).find((category) => category.slug === wanted);
}

/** The posts of one category, newest first. */
export function postsInCategory(posts: readonly PostPage[], categorySlug: string): PostPage[] {
  return posts.filter((page) => categoryOfPost(page.post).slug === categorySlug);
}
