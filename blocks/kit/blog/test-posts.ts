import type { SiteContext } from '../../../runtime/block-types';
import { createSiteContext } from '../../../runtime/render/site-context';
import type { Page } from '../../../schemas/site-document';
import { TEST_NOW, testSiteDocument } from '../test-support/site-document';

const post = (id: string, category: string, published: string, title: string, image?: { url: string; alt: string }): Page => ({
  id,
  path: `/blog/${category.toLowerCase().replace(/ /g, '-')}/${id}`,
  title,
  seo: { noindex: false },
  layout: true,
  blocks: [],
  post: { category, published, excerpt: `${title}: the short of it.`, ...(image ? { image } : {}) },
});

/** Three posts in two categories, out of date order, beside the blog's own pages. */
export const BLOG_PAGES: Page[] = [
  { id: 'blog', path: '/blog', title: 'Blog', seo: { noindex: false }, layout: true, blocks: [] },
  { id: 'blog-category', path: '/blog/:category', title: 'Blog', seo: { noindex: false }, layout: true, blocks: [] },
  post('towing', 'Buying advice', '2026-03-14', 'How much can a family SUV tow?', { url: '/media/blog/towing.jpg', alt: 'An SUV towing a caravan' }),
  post('first-service', 'Servicing', '2026-05-02', 'What happens at your first service'),
  post('hybrid-or-diesel', 'Buying advice', '2026-04-20', 'Hybrid or diesel for country driving?'),
];

/** The test site with the blog's pages, shown at `path` (a page of BLOG_PAGES) with the address's parameters. */
export function blogSite(pageId: string, params: Record<string, string> = {}, pages: Page[] = BLOG_PAGES): SiteContext {
  const document = testSiteDocument();
  const all = [...document.pages, ...pages];
  return createSiteContext({
    document: { ...document, pages: all },
    basePath: `/sites/${document.dealer.slug}`,
    page: all.find((page) => page.id === pageId)!,
    params,
    now: new Date(TEST_NOW),
  });
}
