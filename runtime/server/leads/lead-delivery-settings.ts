import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { LeadMailProvider } from './lead-email';
import { createLeadSenders, type LeadSenders } from './lead-senders';
import { createLeadWebhook } from './lead-webhook';
import { createLocalMailboxProvider } from './local-mailbox-provider';
import { createSmtpMailProvider } from './smtp-mail-provider';

/** The sender lead emails show when LEAD_EMAIL_FROM is not set; a real SMTP server wants an address of a domain it sends for. */
export const DEFAULT_LEAD_EMAIL_FROM = 'Dealer Sites <leads@dealer-sites.example>';
/** Signs webhooks on a machine of one's own; a production start with a webhook in use refuses to run on it. */
const DEVELOPMENT_WEBHOOK_SECRET = 'dealer-sites-development-only-webhook-secret';

/** Which kinds of destination the published sites use, for the start check. */
export interface DestinationsInUse {
  emails: boolean;
  webhooks: boolean;
}

/** A production start whose settings would lose or misdirect leads; the message says what to set. */
export class LeadDeliverySettingsError extends Error {}

const isProduction = (env: NodeJS.ProcessEnv) => env.NODE_ENV === 'production';
const smtpUrlOf = (env: NodeJS.ProcessEnv) => env.SMTP_URL?.trim() || undefined;
const webhookSecretOf = (env: NodeJS.ProcessEnv) => env.LEAD_WEBHOOK_SECRET?.trim() || undefined;

/** Without SMTP_URL lead emails are kept in the local mailbox, not sent. */
export function keepsLeadEmailsLocally(env: NodeJS.ProcessEnv = process.env): boolean {
  return !smtpUrlOf(env);
}

function refusesLocalMailbox(env: NodeJS.ProcessEnv): boolean {
  return isProduction(env) && !smtpUrlOf(env) && env.ALLOW_LOCAL_MAILBOX?.trim() !== '1';
}

/**
 * Run on start (scripts/prepare-data.ts, with the environment the operator
 * gave), once the published sites are known. In production, a dealer with
 * email destinations and no SMTP_URL would have its leads kept in the local
 * mailbox and never sent: refused unless ALLOW_LOCAL_MAILBOX=1 (a demo or
 * test server). A dealer with a webhook and no LEAD_WEBHOOK_SECRET would get
 * leads signed with a key anyone can read in this code: refused.
 */
export function checkLeadDeliverySettings(inUse: DestinationsInUse, env: NodeJS.ProcessEnv = process.env): void {
  if (inUse.emails && refusesLocalMailbox(env)) {
    throw new LeadDeliverySettingsError(
      'A dealer sends leads by email, but no SMTP server is configured (SMTP_URL, e.g. smtp://user:pass@smtp.example.com:587), and in production ' +
        'the local mailbox would keep every lead email on this server and send none. Configure SMTP_URL, or set ALLOW_LOCAL_MAILBOX=1 for a demo or test server.',
    );
  }
  if (inUse.webhooks && isProduction(env) && !webhookSecretOf(env)) {
    throw new LeadDeliverySettingsError(
      'A dealer sends leads to a webhook, but LEAD_WEBHOOK_SECRET is not set, so its signatures would prove nothing. ' +
        'Set LEAD_WEBHOOK_SECRET to 32 or more random characters (e.g. openssl rand -base64 32).',
    );
  }
}

/**
 * The SMTP server when SMTP_URL is set, otherwise the local mailbox. Not
 * refused here: `next start` sets NODE_ENV to production by itself, so inside
 * the server it cannot tell a deployment from `npm start` on a laptop; the
 * start check above sees the operator's setting.
 */
export function leadMailProviderFromEnv(db: Kysely<Database>, env: NodeJS.ProcessEnv = process.env, log: (message: string) => void = console.warn): LeadMailProvider {
  const smtpUrl = smtpUrlOf(env);
  if (smtpUrl) return createSmtpMailProvider(smtpUrl);
  if (refusesLocalMailbox(env)) log('Lead emails go to the local mailbox (/editor/mailbox) and are not sent: configure SMTP_URL.');
  return createLocalMailboxProvider(db);
}

/**
 * In production webhooks go to public https addresses only, unless
 * ALLOW_PRIVATE_WEBHOOKS=1: a platform whose dealers' CRMs sit on its own
 * private network (and the tests, whose receivers listen on loopback) can
 * allow them, knowing that marketers can then point the server at any
 * address it reaches.
 */
export function postsToPublicAddressesOnly(env: NodeJS.ProcessEnv = process.env): boolean {
  return isProduction(env) && env.ALLOW_PRIVATE_WEBHOOKS?.trim() !== '1';
}

/**
 * Email through leadMailProviderFromEnv, webhooks signed with
 * LEAD_WEBHOOK_SECRET; where it is unset, with a development key, said once
 * when the first webhook is signed with it (a server whose dealers use no
 * webhook says nothing).
 */
export function leadSendersFromEnv(db: Kysely<Database>, env: NodeJS.ProcessEnv = process.env, log: (message: string) => void = console.warn): LeadSenders {
  const secret = webhookSecretOf(env);
  const webhook = createLeadWebhook({ platformSecret: secret ?? DEVELOPMENT_WEBHOOK_SECRET, production: postsToPublicAddressesOnly(env) });
  let warned = false;
  return createLeadSenders({
    mail: leadMailProviderFromEnv(db, env, log),
    from: env.LEAD_EMAIL_FROM?.trim() || DEFAULT_LEAD_EMAIL_FROM,
    webhook: secret
      ? webhook
      : (delivered, url) => {
          if (!warned) log('LEAD_WEBHOOK_SECRET is not set: lead webhooks are signed with a development key. Set it before any dealer relies on the signature.');
          warned = true;
          return webhook(delivered, url);
        },
  });
}

/** The worker's timing, as an operator may tune it: LEAD_DELIVERY_LEASE_SECONDS and LEAD_FIRST_RETRY_SECONDS, whole seconds from 1 to 3600. */
export interface DeliveryTiming {
  leaseMs?: number;
  firstRetryDelayMs?: number;
}

function seconds(name: string, env: NodeJS.ProcessEnv): number | undefined {
  const text = env[name]?.trim();
  if (!text) return undefined;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1 || value > 3600) throw new LeadDeliverySettingsError(`${name} must be a whole number of seconds from 1 to 3600, not "${text}".`);
  return value * 1000;
}

/**
 * A lease shorter than the default (2 minutes) brings a crashed server's
 * claims back sooner, but must stay longer than any send takes (SMTP and
 * webhook time out within it), or a slow send is sent twice. The first
 * retry (30 s by default) sets how soon a destination that was down hears
 * again. Checked on start, so a bad value stops the start.
 */
export function deliveryTimingFromEnv(env: NodeJS.ProcessEnv = process.env): DeliveryTiming {
  const leaseMs = seconds('LEAD_DELIVERY_LEASE_SECONDS', env);
  const firstRetryDelayMs = seconds('LEAD_FIRST_RETRY_SECONDS', env);
  return { ...(leaseMs ? { leaseMs } : {}), ...(firstRetryDelayMs ? { firstRetryDelayMs } : {}) };
}
