/**
 * Trade-ins: a shopper's trade-in valuation (spec detail §3 "Trade-in":
 * offer_price, valuation adjustment answers, rego and regoState; §4 steps:
 * lead data, rego lookup, valuation, offer acceptance), one row filled in
 * step by step, each step stored before it is answered.
 *
 * Step 1 stores a lead (leads, form 'trade-in') and this row beside it; the
 * row is found again only by its random id together with a random token
 * the shopper's browser was given, kept here as its SHA-256 (token_hash), so
 * neither a guessed id nor a read of this table lets anyone continue
 * another shopper's trade-in. car_id is the dealer's car the shopper wants
 * (/cars/trade-in?car_id=), with no foreign key for the reason leads have
 * none. The car being traded is described by the rego lookup's facts
 * (make … transmission). `valuation` is the spec's column name (§7, "column_name
 * valuation"): the estimate or why none was given, and who gave it.
 * offer_lead_id is the second lead step 4 sends the dealer (subcategory
 * "3. Offer Accepted").
 */
export default /* sql */ `
create table trade_ins (
  id text primary key,
  site_slug text not null,
  lead_id text not null unique references leads (id),
  token_hash text not null,
  car_id integer,
  rego text,
  rego_state text,
  make text,
  model text,
  year integer,
  badge text,
  body text,
  colour text,
  fuel text,
  transmission text,
  lookup_source text,
  kms integer check (kms between 0 and 999999),
  adjustment_answers jsonb,
  valuation jsonb,
  offer_price integer check (offer_price >= 0),
  offer_accepted boolean not null default false,
  form_completed boolean not null default false,
  offer_lead_id text references leads (id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- A dealer reads its newest trade-ins first.
create index trade_ins_site_newest on trade_ins (site_slug, created_at desc);
`;
