import { platform } from '../../../../lib/platform';
import { sitemapXml } from '@/runtime/render/sitemap';
import { siteScope } from '@/runtime/site-scope';

export async function GET(request: Request, { params }: { params: Promise<{ site: string }> }) {
  const siteKey = decodeURIComponent((await params).site);
  const { sites, data } = await platform();
  const site = await sites.bySiteKey(siteKey);
  if (!site) return new Response('Not found', { status: 404 });
  const cars = await data.cars.listVisibleSlugs(siteScope(site.document));
  const base = request.headers.get('x-site-base');
  const origin = new URL(request.url).origin;
  return new Response(sitemapXml(site.document, cars, base === null ? `${origin}/sites/${site.slug}` : origin), {
    headers: { 'content-type': 'application/xml; charset=utf-8' },
  });
}
