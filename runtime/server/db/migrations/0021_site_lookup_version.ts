/**
 * Every request to a dealer site looks its site up: the platform's record
 * for the host or slug, its domains and its live version. That statement
 * reads three tables and was about half a millisecond of PGlite's time a
 * request, planning included. An app server now keeps each key's answer
 * with this version (runtime/server/repositories/platform-sites.ts), and a
 * request reads only the version, in the statement that reads the stock's:
 * every statement that writes what the lookup reads moves it on, in the
 * same transaction, so a publish or a domain moved on one app server is
 * seen by the next request on every other.
 *
 * It starts at a random number, not 1, so a database made again from
 * nothing (as tests do) cannot meet a server's kept answers at the same
 * version.
 */
export default /* sql */ `
create table site_lookup_version (
  id boolean primary key default true check (id),
  version bigint not null
);
insert into site_lookup_version (version) values (floor(random() * 1e15)::bigint);

create function bump_site_lookup_version() returns trigger language plpgsql as $$
begin
  update site_lookup_version set version = version + 1;
  return null;
end
$$;

create trigger platform_sites_lookup_version after insert or update or delete or truncate on platform_sites
  for each statement execute function bump_site_lookup_version();
create trigger site_domains_lookup_version after insert or update or delete or truncate on site_domains
  for each statement execute function bump_site_lookup_version();
create trigger site_documents_lookup_version after insert or update or delete or truncate on site_documents
  for each statement execute function bump_site_lookup_version();
`;
