import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { SiteService } from '../site-service';
import { createLeadDeliveryWorker, type LeadDeliveryKick, type LeadDeliveryWorker } from './lead-delivery-worker';
import { deliveryTimingFromEnv, leadSendersFromEnv } from './lead-delivery-settings';

/** Kept on globalThis: Next.js may evaluate this module more than once, and a server runs one worker. */
const shared = globalThis as typeof globalThis & { dealerLeadDelivery?: LeadDeliveryWorker };

/**
 * The server process's delivery worker, started on first call (when the app
 * opens its database, apps/web/lib/platform.ts) and polling from then on.
 * Nothing else starts it: scripts and tests deliver only when they ask to.
 */
export function startLeadDelivery(db: Kysely<Database>, sites: Pick<SiteService, 'bySiteKey'>): LeadDeliveryKick {
  if (!shared.dealerLeadDelivery) {
    shared.dealerLeadDelivery = createLeadDeliveryWorker({ db, sites, senders: leadSendersFromEnv(db), ...deliveryTimingFromEnv() });
    shared.dealerLeadDelivery.start();
  }
  return shared.dealerLeadDelivery;
}
