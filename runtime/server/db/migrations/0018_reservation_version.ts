/**
 * Search keeps the cars it shows in memory per stock version (see
 * runtime/server/search/page-cards.ts), but a shopper's hold online is not a
 * write to the car, so it does not move the stock version on. This version
 * does: every statement that writes reservations moves it, in the same
 * transaction, so search reads the holds again only when they change. A
 * hold that lapses changes no row; search compares its end with the time.
 */
export default /* sql */ `
create table reservation_version (
  id boolean primary key default true check (id),
  version bigint not null default 1
);
insert into reservation_version default values;

create function bump_reservation_version() returns trigger language plpgsql as $$
begin
  update reservation_version set version = version + 1;
  return null;
end
$$;

create trigger reservations_version after insert or update or delete or truncate on reservations
  for each statement execute function bump_reservation_version();
`;
