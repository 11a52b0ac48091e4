import type { Page, SiteDocument } from '../../schemas/site-document';
import { BLOG_PATH, type BlogCategory, blogCategoryNamed, blogPosts } from '../rules/blog-posts';
import { pathShape } from '../site-document/document-checks';

/** Spec (detail §2): the page of one blog category, whatever its parameter is called: /blog/{category}. */
const BLOG_CATEGORY_PAGE_SHAPE = `${BLOG_PATH}/:`;

export function isBlogCategoryPage(page: Pick<Page, 'path'>): boolean {
  return pathShape(page.path) === BLOG_CATEGORY_PAGE_SHAPE;
}

export type PageBlogCategory = { kind: 'not-a-category-page' } | { kind: 'category'; category: BlogCategory } | { kind: 'no-such-category' };

/**
 * The category a blog category page's address names, as a location page's
 * location is found: a category some post is filed under; any other slug is
 * no such category, a 404, as an unknown make is on a search page.
 */
export function pageBlogCategory(document: Pick<SiteDocument, 'pages'>, page: Pick<Page, 'path'>, params: Readonly<Record<string, string>>): PageBlogCategory {
  if (!isBlogCategoryPage(page)) return { kind: 'not-a-category-page' };
  const slug = params[page.path.split('/')[2]!.slice(1)];
  const category = slug === undefined ? undefined : blogCategoryNamed(blogPosts(document.pages), slug);
  return category ? { kind: 'category', category } : { kind: 'no-such-category' };
}

/** A category page is titled by its category first: "Buying advice – Blog". */
export function blogCategoryPageTitle(page: Pick<Page, 'title'>, category: BlogCategory): string {
  return `${category.name} – ${page.title}`;
}
