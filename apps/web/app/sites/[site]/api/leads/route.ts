import { postLead } from '@/runtime/server/http/leads';
import { platform } from '../../../../../lib/platform';
import type { SiteRouteProps } from '../../../../../lib/site-api-context';

export const dynamic = 'force-dynamic';

/** POST /api/leads: a shopper's enquiry, test drive, contact, finance, careers or photo request; 201 {lead_id} once stored, 200 with the same id for a retry. */
export async function POST(request: Request, { params }: SiteRouteProps) {
  return postLead(await platform(), request, (await params).site);
}
