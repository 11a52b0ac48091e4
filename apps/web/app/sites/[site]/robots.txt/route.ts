import { robotsTxt } from '@/runtime/render/robots';
import { siteFor } from '../../../../lib/current-site';

export const dynamic = 'force-dynamic';

export async function GET(_request: Request, { params }: { params: Promise<{ site: string }> }) {
  const found = await siteFor((await params).site);
  if (!found) return new Response('Not found', { status: 404 });
  return new Response(robotsTxt(found.site.document, found.basePath), {
    headers: { 'content-type': 'text/plain; charset=utf-8' },
  });
}
