/**
 * A dealer page is kept, rendered, on each app server and served again
 * while nothing it shows has changed (runtime/server/http/page-cache). The
 * site, the stock and the holds each have a version already; the locations
 * (their hours, phones, addresses) and their reviews were what a page shows
 * that no version followed. Every statement that writes either moves this
 * one on, in the same transaction. It starts at a random number for the
 * reason site_lookup_version does (migration 0021): a database made again
 * from nothing must not meet a server's kept pages at the same version.
 */
export default /* sql */ `
create table locations_version (
  id boolean primary key default true check (id),
  version bigint not null
);
insert into locations_version (version) values (floor(random() * 1e15)::bigint);

create function bump_locations_version() returns trigger language plpgsql as $$
begin
  update locations_version set version = version + 1;
  return null;
end
$$;

create trigger locations_version after insert or update or delete or truncate on locations
  for each statement execute function bump_locations_version();
create trigger reviews_locations_version after insert or update or delete or truncate on reviews
  for each statement execute function bump_locations_version();
`;
