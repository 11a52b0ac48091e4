import { postCarView } from '@/runtime/server/http/car-views';
import { platform } from '../../../../../lib/platform';
import type { SiteRouteProps } from '../../../../../lib/site-api-context';

export const dynamic = 'force-dynamic';

/** POST /api/car-views {car_id}: a shopper opened a vehicle page, counted once per browser session and per address per half hour. */
export async function POST(request: Request, { params }: SiteRouteProps) {
  return postCarView(await platform(), request, (await params).site);
}
