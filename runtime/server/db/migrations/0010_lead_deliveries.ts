/**
 * The outbox of leads to deliver (the destinations in the dealer's document,
 * settings.leadDelivery): one row per lead and destination, written in the
 * transaction that stores the lead, so a stored lead is always sent and a
 * lead that was rolled back never is. A honeypot lead (spam) gets no rows.
 *
 * `destination` is what the document said when the lead arrived:
 * 'email:<address>' or 'webhook:<url>'. The worker
 * (runtime/server/leads/lead-delivery-worker.ts) claims due rows with
 * FOR UPDATE SKIP LOCKED and a lease (`claimed_until`, `claimed_by`), so
 * several app servers share the work and a server that died mid-send leaves
 * its rows to be claimed again once the lease runs out. `attempts` counts
 * sends started; a failure sets `next_attempt_at` later (exponential
 * backoff) and keeps the reason in `last_error`. `delivered_at` marks the
 * destination as having it; `gave_up_at` marks one that failed for days, kept
 * for people to see (never deleted).
 *
 * `local_mailbox` is where lead emails go when no SMTP server is configured
 * (a machine of one's own, the tests): the editor's mailbox page shows them,
 * saying nothing was sent. Its unique message_id drops a repeated send, as a
 * mail client drops a repeated Message-ID.
 */
export default /* sql */ `
create table lead_deliveries (
  lead_id text not null references leads (id),
  destination text not null,
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  claimed_until timestamptz,
  claimed_by text,
  delivered_at timestamptz,
  gave_up_at timestamptz,
  last_error text,
  created_at timestamptz not null default now(),
  primary key (lead_id, destination)
);

-- The worker's question, every few seconds: which rows are still to send, soonest first.
create index lead_deliveries_due on lead_deliveries (next_attempt_at) where delivered_at is null and gave_up_at is null;

create table local_mailbox (
  id bigint generated always as identity primary key,
  message_id text not null unique,
  site_slug text not null,
  lead_id text not null,
  sent_from text not null,
  sent_to text not null,
  subject text not null,
  text_body text not null,
  adf_xml text not null,
  created_at timestamptz not null default now()
);

create index local_mailbox_newest on local_mailbox (created_at desc);
`;
