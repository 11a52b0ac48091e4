import { robotsTxt } from '../../render/robots';
import { sitemapXml } from '../../render/sitemap';
import { siteScope } from '../../site-scope';
import { forCrawler } from './crawler-handlers';
import type { SiteApiContext } from './site-request';

/** GET /robots.txt: the dealer's crawler rules. */
export function getRobotsTxt(context: SiteApiContext, segment: string): Promise<Response> {
  return forCrawler(context, segment, async ({ site, basePath }) => new Response(robotsTxt(site.document, basePath), { headers: { 'content-type': 'text/plain; charset=utf-8' } }));
}

/** GET /sitemap.xml: every static page, visible car and location page, at the address the crawler used. */
export function getSitemap(context: SiteApiContext, request: Request, segment: string): Promise<Response> {
  return forCrawler(context, segment, async ({ site, basePath }) => {
    const [cars, locations] = await Promise.all([
      context.data.cars.listVisibleSlugs(siteScope(site.document)),
      context.data.locations.forDealerships(site.document.dealer.dealershipIds),
    ]);
    const origin = `${new URL(request.url).origin}${basePath}`;
    return new Response(sitemapXml(site.document, cars, origin, locations), { headers: { 'content-type': 'application/xml; charset=utf-8' } });
  });
}
