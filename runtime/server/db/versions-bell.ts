import type { PGlite } from '@electric-sql/pglite';
import { sql, type Kysely } from 'kysely';
import type { Database } from './types';

/** The channel migration 0023 notifies on whenever a version a request reads moves. */
export const VERSIONS_MOVED_CHANNEL = 'versions_moved';

/**
 * Every request to a dealer site reads the versions of what it shows (the
 * site lookup's, the stock's, the holds'), and on the embedded database
 * that one statement was about a third of a first-time search's time under
 * load (docs/benchmarks.md, Search). The embedded database has one session,
 * in this process, and every write goes through it; migration 0023 makes
 * each move of a version notify, and PGlite hands a notification to its
 * listeners as it reads the committing statement's answer, before that
 * statement's promise settles. So a request that starts after a write has
 * returned finds the bell rung, and versions read since the last ring are
 * still the versions.
 *
 * Over PostgreSQL there is no bell: another app server's write would be
 * heard over another connection, later than its next request may arrive
 * here, so the versions are read with every request.
 */
export interface VersionsBell {
  /** How many times the versions have moved since the bell was first heard; undefined until then (read them every time). */
  heard(): number | undefined;
}

type EmbeddedSession = Pick<PGlite, 'onNotification'>;

const embedded = new WeakMap<Kysely<Database>, EmbeddedSession>();
const bells = new WeakMap<Kysely<Database>, VersionsBell>();

/** Called where an embedded database is opened: only there can a bell be hung. */
export function noteEmbeddedDatabase(db: Kysely<Database>, session: EmbeddedSession): void {
  embedded.set(db, session);
}

/** How many of migration 0023's triggers the database has: none on a database it has not reached. */
async function ringingTriggers(db: Kysely<Database>): Promise<number> {
  const { rows } = await sql<{ triggers: number }>`
    select count(*)::int as triggers from pg_trigger join pg_proc on pg_proc.oid = pg_trigger.tgfoid
    where pg_proc.proname = 'ring_versions_moved'`.execute(db);
  return rows[0]?.triggers ?? 0;
}

/**
 * The bell of `db`, hung on first asking (the database is migrated by then:
 * the caller has read the versions); undefined for PostgreSQL and for a
 * Kysely made from another (a plugin's, a transaction's), which read the
 * versions every time.
 */
export function versionsBell(db: Kysely<Database>): VersionsBell | undefined {
  const hung = bells.get(db);
  if (hung) return hung;
  const session = embedded.get(db);
  if (!session) return undefined;
  let moves = 0;
  let listening = false;
  const bell: VersionsBell = { heard: () => (listening ? moves : undefined) };
  bells.set(db, bell);
  // The channel is heard before LISTEN is sent, so no move between the two is missed.
  session.onNotification((channel) => {
    if (channel === VERSIONS_MOVED_CHANNEL) moves++;
  });
  void (async () => {
    if ((await ringingTriggers(db)) < 4) return;
    // Through Kysely, so it waits for the session rather than run inside another request's transaction, whose rollback would undo it.
    await sql`listen ${sql.id(VERSIONS_MOVED_CHANNEL)}`.execute(db);
    moves++;
    listening = true;
  })().catch(() => {
    // Not heard (the database closing, say): every request reads the versions, as over PostgreSQL.
  });
  return bell;
}

/**
 * `read` as a function that answers again what it answered last, while the
 * bell of `db` has not rung since it was read; where there is no bell (or
 * it is not heard yet), it reads every time. The count is taken before the
 * read, so a move during it makes the next call read again.
 */
export function keptUntilVersionsMove<T>(db: Kysely<Database>, read: () => Promise<T>): () => Promise<T> {
  let last: { heard: number; value: T } | undefined;
  return async () => {
    const heard = versionsBell(db)?.heard();
    if (heard !== undefined && last?.heard === heard) return last.value;
    const value = await read();
    if (heard !== undefined) last = { heard, value };
    return value;
  };
}
