import type { SiteContext } from '../../../runtime/block-types';
import { isBlogCategoryPage } from '../../../runtime/render/blog-category-page';
import { BLOG_PATH, type BlogCategory, blogCategoryPath } from '../../../runtime/rules/blog-posts';

/** A category's page, when the site has category pages; without one, a category is named but not linked, so no link leads to a 404. */
export function categoryHref(site: SiteContext, category: BlogCategory): string | undefined {
  return site.document.pages.some(isBlogCategoryPage) ? site.href(blogCategoryPath(category)) : undefined;
}

/** The page listing every post, when the site has one. */
export function allPostsHref(site: SiteContext): string | undefined {
  return site.document.pages.some((page) => page.path === BLOG_PATH) ? site.href(BLOG_PATH) : undefined;
}
