import { platform } from '../../../../lib/platform';
import { robotsTxt } from '@/runtime/render/robots';
import { basePathFor } from '../../../../lib/current-site';

export async function GET(_request: Request, { params }: { params: Promise<{ site: string }> }) {
  const siteKey = decodeURIComponent((await params).site);
  const site = await (await platform()).sites.bySiteKey(siteKey);
  if (!site) return new Response('Not found', { status: 404 });
  return new Response(robotsTxt(site.document, await basePathFor(siteKey)), {
    headers: { 'content-type': 'text/plain; charset=utf-8' },
  });
}
