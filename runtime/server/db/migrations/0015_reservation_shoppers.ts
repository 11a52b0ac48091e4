/**
 * Who a reservation is for, and what the dealer has done with it since.
 *
 * shopper_user_id: the shopper signed in when they reserved (spec detail §6:
 * a dealer may keep the checkout for signed-in shoppers), null when the
 * dealer does not gate the checkout and they were not signed in. A deleted
 * account leaves the reservation (the dealer still has a car held for
 * someone) and clears the link.
 *
 * deposit_taken_by: the marketer (their email) who recorded in the editor
 * that the dealer took the deposit by phone, which confirmed the
 * reservation; null otherwise (a Stripe payment confirms one by itself).
 * released_by: the marketer who released (cancelled) it in the editor.
 */
export default /* sql */ `
alter table reservations add column shopper_user_id text references "user" ("id") on delete set null;
alter table reservations add column deposit_taken_by text;
alter table reservations add column released_by text;

-- A shopper's own reservations, and the foreign key's lookups when an account is deleted.
create index reservations_shopper on reservations (shopper_user_id) where shopper_user_id is not null;
`;
