import type { Kysely } from 'kysely';
import { jsonObjectFrom } from 'kysely/helpers/postgres';
import type { Database } from '../db/types';
import { createCarsRepository } from '../repositories/cars';
import { TRADE_IN_ANSWER_COLUMNS, tradeInAnswerOf } from '../repositories/trade-ins';
import type { SiteService } from '../site-service';
import type { DeliveredLead } from './delivered-lead';

/**
 * A stored lead with what its destinations are told besides: the dealer's
 * name and address from the site's current published document, the car as
 * it is now, and the trade-in the lead belongs to, read in the same query
 * as the lead (by either of the trade-in's leads). A site no longer
 * published is named by its slug.
 */
export async function loadDeliveredLead(db: Kysely<Database>, sites: Pick<SiteService, 'bySiteKey'>, leadId: string): Promise<DeliveredLead | undefined> {
  const row = await db
    .selectFrom('leads')
    .selectAll('leads')
    .select((eb) =>
      jsonObjectFrom(
        eb
          .selectFrom('trade_ins')
          .select(TRADE_IN_ANSWER_COLUMNS)
          .where((trade) => trade.or([trade('trade_ins.lead_id', '=', trade.ref('leads.id')), trade('trade_ins.offer_lead_id', '=', trade.ref('leads.id'))]))
          .limit(1),
      ).as('trade_in'),
    )
    .where('leads.id', '=', leadId)
    .executeTakeFirst();
  if (!row) return undefined;
  const { trade_in: tradeIn, ...lead } = row;
  const [site, vehicle] = await Promise.all([sites.bySiteKey(lead.site_slug), lead.car_id === null ? undefined : createCarsRepository(db).leadVehicleOf(lead.car_id)]);
  const domain = site?.document.dealer.domains[0];
  return {
    lead,
    dealer: { slug: lead.site_slug, name: site?.document.dealer.name ?? lead.site_slug, siteAddress: domain ? `https://${domain}` : undefined },
    vehicle,
    ...(tradeIn ? { tradeIn: tradeInAnswerOf(tradeIn) } : {}),
  };
}
