/**
 * Publishing later, and showing a draft before it is live.
 *
 * scheduled_publishes: one per dealer at most (a new one replaces the old).
 * It keeps the document as it was when scheduled, so edits made to the draft
 * afterwards do not go live with it. `status` stays 'failed' with the reason
 * when the document no longer passes the checks at its time, so a marketer
 * sees why their promotion did not start instead of it vanishing.
 *
 * preview_links: a draft snapshot anyone with the link may look at until it
 * expires or is withdrawn. Only the SHA-256 of the link's token is stored: a
 * copy of the database does not open anyone's preview.
 */
export default /* sql */ `
create table scheduled_publishes (
  dealer_slug text primary key,
  document jsonb not null,
  draft_revision integer not null check (draft_revision >= 0),
  publish_at timestamptz not null,
  scheduled_by text not null,
  scheduled_at timestamptz not null default now(),
  status text not null default 'waiting' check (status in ('waiting', 'published', 'failed')),
  failure text,
  published_version integer
);
-- The due check on every app server reads only the waiting ones, soonest first.
create index scheduled_publishes_due on scheduled_publishes (publish_at) where status = 'waiting';

create table preview_links (
  id bigint generated always as identity primary key,
  token_hash text not null unique,
  dealer_slug text not null,
  document jsonb not null,
  draft_revision integer not null check (draft_revision >= 0),
  created_by text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz
);
create index preview_links_dealer on preview_links (dealer_slug, expires_at);
`;
