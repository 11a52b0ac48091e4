/**
 * Leads: a shopper's enquiry, test drive, contact, finance, careers or photo
 * request (spec detail §3 "Lead"), stored before the shopper is told it was
 * sent. One row per submit attempt: the form sends an idempotency key per
 * attempt, and the unique (site_slug, idempotency_key) makes a retry (a lost
 * answer, a double tap, a proxy resending) find the first row instead of
 * adding a second. The id is random text, so lead ids say nothing about how
 * many leads a dealer gets.
 *
 * `fields` holds what the shopper typed (name, email, phone, message, the
 * extra fields) as the request sent them; the columns are what the dealer's
 * lead system files by. No foreign key to cars: a stock import may replace a
 * car's row, and the lead must survive that. A honeypot hit is kept with
 * spam = true (it was answered like any other lead) and never delivered.
 *
 * Delivery hangs off this table: the outbox lead_deliveries (migration 0010)
 * is written in the same transaction as the lead, and a worker sends it.
 */
export default /* sql */ `
create table leads (
  id text primary key,
  site_slug text not null,
  idempotency_key text not null,
  form text not null,
  category text,
  subcategory text,
  event_id integer not null,
  fields jsonb not null,
  url text not null,
  source text,
  user_agent text,
  car_id integer,
  car_dealership_id integer,
  lead_attributes jsonb,
  client_address text,
  spam boolean not null default false,
  created_at timestamptz not null default now(),
  unique (site_slug, idempotency_key)
);

-- A dealer reads its newest leads first.
create index leads_site_newest on leads (site_slug, created_at desc);
`;
