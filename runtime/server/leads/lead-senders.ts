import type { DeliveredLead } from './delivered-lead';
import { type LeadMailProvider, leadEmail } from './lead-email';
import type { LeadWebhook } from './lead-webhook';

/**
 * What sends one lead to one destination, by kind. Each resolves once the
 * destination has the lead and throws otherwise; the delivery worker records
 * which and tries again later.
 */
export interface LeadSenders {
  email(delivered: DeliveredLead, address: string): Promise<void>;
  webhook(delivered: DeliveredLead, url: string): Promise<void>;
}

export function createLeadSenders({ mail, from, webhook }: { mail: LeadMailProvider; from: string; webhook: LeadWebhook }): LeadSenders {
  return {
    email: (delivered, address) => mail.send(leadEmail(delivered, address, from)),
    webhook,
  };
}
