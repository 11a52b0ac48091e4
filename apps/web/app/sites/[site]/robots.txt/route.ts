import { getRobotsTxt } from '@/runtime/server/http/crawler-files';
import { platform } from '../../../../lib/platform';
import type { SiteRouteProps } from '../../../../lib/site-api-context';

export const dynamic = 'force-dynamic';

export async function GET(_request: Request, { params }: SiteRouteProps) {
  return getRobotsTxt(await platform(), (await params).site);
}
