import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { createCarsRepository } from '../repositories/cars';
import type { StoredLead } from '../repositories/leads';
import type { SiteService } from '../site-service';
import type { DeliveredLead } from './delivered-lead';

/**
 * A stored lead with what its destinations are told besides: the dealer's
 * name and address from the site's current published document, and the car
 * as it is now. A site no longer published is named by its slug.
 */
export async function loadDeliveredLead(db: Kysely<Database>, sites: Pick<SiteService, 'bySiteKey'>, leadId: string): Promise<DeliveredLead | undefined> {
  const lead: StoredLead | undefined = await db.selectFrom('leads').selectAll().where('id', '=', leadId).executeTakeFirst();
  if (!lead) return undefined;
  const [site, vehicle] = await Promise.all([sites.bySiteKey(lead.site_slug), lead.car_id === null ? undefined : createCarsRepository(db).leadVehicleOf(lead.car_id)]);
  const domain = site?.document.dealer.domains[0];
  return {
    lead,
    dealer: { slug: lead.site_slug, name: site?.document.dealer.name ?? lead.site_slug, siteAddress: domain ? `https://${domain}` : undefined },
    vehicle,
  };
}
