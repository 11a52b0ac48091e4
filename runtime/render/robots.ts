import type { SiteDocument } from '../../schemas/site-document';
import { canonicalUrl } from './page-metadata';

/** Lets crawlers in everywhere but the sign-in and checkout steps, and points them at the sitemap. */
export function robotsTxt(document: SiteDocument, basePath: string): string {
  const sitemap = canonicalUrl(document, '/sitemap.xml');
  const lines = [
    'User-agent: *',
    'Allow: /',
    `Disallow: ${basePath}/sign-in`,
    `Disallow: ${basePath}/cars/*/checkout`,
    `Disallow: ${basePath}/cars/*/buy-online`,
    `Disallow: ${basePath}/api/`,
    `Sitemap: ${sitemap ?? `${basePath}/sitemap.xml`}`,
  ];
  return `${lines.join('\n')}\n`;
}
