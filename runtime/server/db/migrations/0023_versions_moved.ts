/**
 * The versions a request reads first (the site lookup's, the stock's, the
 * holds', the locations') now also say when they move, as a notification
 * on the `versions_moved` channel, sent when the writing transaction
 * commits (a rolled-back one sends nothing). An embedded database (PGlite)
 * has one session, in the app server's own process, so it hears every move
 * before the write's statement returns, and a request need not ask for the
 * versions again while none has moved (runtime/server/db/versions-bell.ts).
 * Over PostgreSQL the notification would come over another connection,
 * later than the next request may arrive at another app server, so the
 * versions are still read with every request there.
 */
export default /* sql */ `
create function ring_versions_moved() returns trigger language plpgsql as $$
begin
  perform pg_notify('versions_moved', '');
  return null;
end
$$;

create trigger site_lookup_version_moved after update on site_lookup_version
  for each statement execute function ring_versions_moved();
create trigger stock_version_moved after update on stock_version
  for each statement execute function ring_versions_moved();
create trigger reservation_version_moved after update on reservation_version
  for each statement execute function ring_versions_moved();
create trigger locations_version_moved after update on locations_version
  for each statement execute function ring_versions_moved();
`;
