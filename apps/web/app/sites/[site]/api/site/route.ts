import { getSiteInfo } from '@/runtime/server/http/site-info-api';
import { platform } from '../../../../../lib/platform';
import type { SiteRouteProps } from '../../../../../lib/site-api-context';

export const dynamic = 'force-dynamic';

/** GET /api/site on a dealer's host (or /sites/{slug}/api/site): what the site is, for its own scripts and apps. */
export async function GET(request: Request, { params }: SiteRouteProps) {
  return getSiteInfo(await platform(), request, (await params).site);
}
