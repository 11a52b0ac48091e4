import { postPhoneReveal } from '@/runtime/server/http/phone-reveals';
import { platform } from '../../../../../lib/platform';
import type { SiteRouteProps } from '../../../../../lib/site-api-context';

export const dynamic = 'force-dynamic';

/** POST /api/phone-reveals {car_id, dealership_id, website_id}: records that a shopper revealed the number, once per address and car per half hour. */
export async function POST(request: Request, { params }: SiteRouteProps) {
  return postPhoneReveal(await platform(), request, (await params).site);
}
