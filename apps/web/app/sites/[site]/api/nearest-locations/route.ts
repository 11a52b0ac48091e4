import { getNearestLocations } from '@/runtime/server/http/nearest-locations';
import { platform } from '../../../../../lib/platform';
import type { SiteRouteProps } from '../../../../../lib/site-api-context';

export const dynamic = 'force-dynamic';

/** GET /api/nearest-locations?postcode=4558: the dealer's locations nearest the postcode first. */
export async function GET(request: Request, { params }: SiteRouteProps) {
  return getNearestLocations(await platform(), request, (await params).site);
}
