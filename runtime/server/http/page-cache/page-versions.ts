import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { keptUntilVersionsMove } from '../../db/versions-bell';

/**
 * Everything a dealer page shows, as one string of versions: the sites
 * (documents, domains; migration 0021), the stock (cars, dealerships;
 * 0003), the holds (reservations; 0018) and the locations with their
 * reviews (0022). Each moves on in the transaction that writes what it
 * follows, so two equal strings mean the same page, on any app server.
 * Read as text: the drivers give a bigint as a string or a number.
 */
async function readVersions(db: Kysely<Database>): Promise<string> {
  const { rows } = await sql<{ versions: string }>`select concat_ws(':',
    (select version from site_lookup_version),
    (select version from stock_version),
    (select version from reservation_version),
    (select version from locations_version)) as versions`.execute(db);
  return rows[0]!.versions;
}

const readers = new WeakMap<Kysely<Database>, () => Promise<string>>();

/** The versions now: on the embedded database, read again only after one has moved (versions-bell.ts). */
export function readPageVersions(db: Kysely<Database>): Promise<string> {
  let read = readers.get(db);
  if (!read) {
    read = keptUntilVersionsMove(db, () => readVersions(db));
    readers.set(db, read);
  }
  return read();
}
