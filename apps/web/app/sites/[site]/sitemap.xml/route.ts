import { getSitemap } from '@/runtime/server/http/crawler-files';
import { platform } from '../../../../lib/platform';
import type { SiteRouteProps } from '../../../../lib/site-api-context';

export const dynamic = 'force-dynamic';

export async function GET(request: Request, { params }: SiteRouteProps) {
  return getSitemap(await platform(), request, (await params).site);
}
