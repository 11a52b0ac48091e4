import { getSavedCars } from '@/runtime/server/http/saved-cars';
import { platform } from '../../../../../lib/platform';
import type { SiteRouteProps } from '../../../../../lib/site-api-context';

export const dynamic = 'force-dynamic';

/** GET /api/saved-cars?ids=4101,4102: the cars a shopper saved, as they are now (price, facts, status); cars no longer listed are left out. */
export async function GET(request: Request, { params }: SiteRouteProps) {
  return getSavedCars(await platform(), request, (await params).site);
}
