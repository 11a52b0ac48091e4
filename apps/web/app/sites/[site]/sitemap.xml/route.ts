import { sitemapXml } from '@/runtime/render/sitemap';
import { siteScope } from '@/runtime/site-scope';
import { siteFor } from '../../../../lib/current-site';
import { platform } from '../../../../lib/platform';

export const dynamic = 'force-dynamic';

export async function GET(request: Request, { params }: { params: Promise<{ site: string }> }) {
  const found = await siteFor((await params).site);
  if (!found) return new Response('Not found', { status: 404 });
  const cars = await (await platform()).data.cars.listVisibleSlugs(siteScope(found.site.document));
  const origin = `${new URL(request.url).origin}${found.basePath}`;
  return new Response(sitemapXml(found.site.document, cars, origin), {
    headers: { 'content-type': 'application/xml; charset=utf-8' },
  });
}
