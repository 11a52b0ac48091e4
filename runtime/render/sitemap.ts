import type { SiteDocument } from '../../schemas/site-document';
import { vehiclePath } from '../rules/vehicle-path';
import { blogCategories, blogCategoryPath, blogPosts } from '../rules/blog-posts';
import { isBlogCategoryPage } from './blog-category-page';
import { isLocationPage } from './location-page';
import { canonicalUrl } from './page-metadata';

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * Every static page that is not noindex, every car the site shows, and each
 * location's pages (/locations/{slug}, /contact-us/{locationSlug}) and each
 * blog category's page (/blog/{category}) where the document has them. `origin` is used when the dealer has no domain of its own.
 */
export function sitemapXml(document: SiteDocument, cars: readonly { slug: string; updated_at: string }[], origin: string, locations: readonly { slug: string }[] = []): string {
  const url = (path: string) => canonicalUrl(document, path) ?? `${origin}${path === '/' ? '' : path}`;
  const entries: string[] = [];
  for (const page of document.pages) {
    if (page.seo.noindex) continue;
    if (isLocationPage(page)) {
      const [, section] = page.path.split('/');
      for (const location of locations) entries.push(`<url><loc>${escapeXml(url(`/${section}/${encodeURIComponent(location.slug)}`))}</loc></url>`);
    }
    if (isBlogCategoryPage(page)) {
      for (const category of blogCategories(blogPosts(document.pages))) entries.push(`<url><loc>${escapeXml(url(blogCategoryPath(category)))}</loc></url>`);
    }
    if (page.path.includes(':')) continue;
    entries.push(`<url><loc>${escapeXml(url(page.path))}</loc></url>`);
  }
  for (const car of cars) {
    const lastModified = new Date(car.updated_at).toISOString().slice(0, 10);
    entries.push(`<url><loc>${escapeXml(url(vehiclePath(car)))}</loc><lastmod>${lastModified}</lastmod></url>`);
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;
}
