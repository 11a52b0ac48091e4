import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { createLocalMailboxRepository } from '../repositories/local-mailbox';
import type { LeadEmail, LeadMailProvider } from './lead-email';

/**
 * Used when no SMTP server is configured (a machine of one's own, the
 * tests): no email leaves the server. Each one is kept in the database and
 * the editor's mailbox page (/editor/mailbox, platform team only) shows it,
 * saying plainly that nothing was sent.
 */
export function createLocalMailboxProvider(db: Kysely<Database>): LeadMailProvider {
  const mailbox = createLocalMailboxRepository(db);
  return {
    kind: 'local-mailbox',
    async send(email: LeadEmail) {
      await mailbox.keep({
        message_id: email.messageId,
        site_slug: email.siteSlug,
        lead_id: email.leadId,
        sent_from: email.from,
        sent_to: email.to,
        subject: email.subject,
        text_body: email.text,
        adf_xml: email.adfXml,
      });
    },
  };
}

/** What the mailbox page says above the emails, so nobody takes them for sent. */
export const LOCAL_MAILBOX_NOTICE = 'This is the local mailbox: no SMTP server is configured (SMTP_URL), so these lead emails were kept here and nothing was sent.';
