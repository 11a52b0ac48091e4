/**
 * Reservations: a shopper holds a car online against a refundable deposit
 * (spec detail §2 "Reserve Online", §4, §9: $200, 48 hours, 100%
 * refundable), stored before the shopper is told the car is theirs.
 *
 * Two shoppers never hold one car: the partial unique index allows one row
 * per car in the statuses that hold it, held or confirmed, whatever happens
 * at once on however many app servers. A held row holds its car only until
 * held_until (the rule: runtime/rules/reservation-hold.ts; every reader asks
 * `status = 'confirmed' or held_until >= now()`), so a hold lapses without
 * anything running. Such a row keeps its place in the index until the next
 * shopper reserves the car: the same transaction first moves expired holds of
 * that car to `lapsed`, then inserts (runtime/server/repositories/
 * reservations.ts says why that is race-safe).
 *
 * Like leads, one row per submit attempt: the unique (site_slug,
 * idempotency_key) makes a retry find the first row. No foreign key to cars:
 * a stock import may replace a car's row, and the reservation must survive it.
 * The contact fields are what the shopper typed (checked against
 * schemas/api/reservations.ts); the deposit is the dealer's setting at the
 * time, in cents, with the settings' ceiling (MAX_DEPOSIT_DOLLARS) again here.
 * payment_reference is the provider's id for the deposit (a Stripe
 * PaymentIntent), null until it has one; the local provider records none.
 */
export default /* sql */ `
create table reservations (
  id text primary key,
  site_slug text not null,
  idempotency_key text not null,
  car_id integer not null,
  car_dealership_id integer not null,
  first_name text not null,
  last_name text not null,
  email text not null,
  mobile text not null,
  deposit_cents integer not null check (deposit_cents > 0 and deposit_cents <= 1000000),
  status text not null default 'held' check (status in ('held', 'confirmed', 'lapsed', 'cancelled')),
  held_until timestamptz not null,
  payment_provider text not null check (payment_provider in ('local', 'stripe')),
  payment_reference text,
  deposit_status text not null default 'pending' check (deposit_status in ('pending', 'paid', 'failed')),
  client_address text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (site_slug, idempotency_key)
);

-- The constraint: at most one reservation holding each car.
create unique index reservations_one_holding_per_car on reservations (car_id) where status in ('held', 'confirmed');

-- The payment provider's webhook finds the reservation by its payment.
create index reservations_payment_reference on reservations (payment_reference) where payment_reference is not null;

-- A dealer reads its newest reservations first.
create index reservations_site_newest on reservations (site_slug, created_at desc);
`;
