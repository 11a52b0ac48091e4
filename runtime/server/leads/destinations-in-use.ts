import type { SiteService } from '../site-service';
import type { DestinationsInUse } from './lead-delivery-settings';

/** Whether any published site sends leads by email, or to a webhook: what the start check needs to know. */
export async function destinationsInUse(sites: Pick<SiteService, 'list' | 'bySiteKey'>): Promise<DestinationsInUse> {
  const inUse: DestinationsInUse = { emails: false, webhooks: false };
  for (const { slug } of await sites.list()) {
    const destinations = (await sites.bySiteKey(slug))?.document.settings.leadDelivery;
    inUse.emails ||= (destinations?.emails.length ?? 0) > 0;
    inUse.webhooks ||= Boolean(destinations?.webhookUrl);
  }
  return inUse;
}
