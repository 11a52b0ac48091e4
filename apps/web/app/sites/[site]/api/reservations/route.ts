import { postReservation } from '@/runtime/server/http/reservations';
import { platform } from '../../../../../lib/platform';
import type { SiteRouteProps } from '../../../../../lib/site-api-context';

export const dynamic = 'force-dynamic';

/** POST /api/reservations: holds a car for the shopper; 201 once stored, 200 with the same reservation for a retry, 409 when someone else holds the car. */
export async function POST(request: Request, { params }: SiteRouteProps) {
  return postReservation(await platform(), request, (await params).site);
}
