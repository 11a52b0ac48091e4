import { postReservation } from '@/runtime/server/http/reservations';
import { shopperContext, type SiteRouteProps } from '../../../../../lib/site-api-context';

export const dynamic = 'force-dynamic';

/** POST /api/reservations: holds a car for the shopper; 201 once stored, 200 with the same reservation for a retry, 409 when someone else holds the car, 401 where the checkout is for signed-in shoppers. */
export async function POST(request: Request, { params }: SiteRouteProps) {
  return postReservation(await shopperContext(), request, (await params).site);
}
