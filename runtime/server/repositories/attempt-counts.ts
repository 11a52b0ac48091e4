import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types';

export interface CountedAttempt {
  /** Attempts in the current window, this one included. */
  count: number;
  /** Seconds until the window ends and the count starts again. */
  retryAfterSeconds: number;
}

const windowLength = (seconds: number) => sql`(${seconds}::integer * interval '1 second')`;

/** No limit counts over a longer window than this, so a count older than it is over. */
export const LONGEST_ATTEMPT_WINDOW_SECONDS = 24 * 60 * 60;
/** How often one server clears finished counts (every address and car leaves a row). */
const SWEEP_EVERY_MS = 60 * 60 * 1000;
let lastSweep = 0;

/** Deletes the counts whose window ended; returns how many. */
export async function forgetFinishedAttempts(db: Kysely<Database>): Promise<number> {
  const result = await db
    .deleteFrom('attempt_counts')
    .where('window_started_at', '<', sql<string>`now() - ${windowLength(LONGEST_ATTEMPT_WINDOW_SECONDS)}`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Counts one attempt under `key` in a fixed window, in one statement, so
 * concurrent requests on several app servers never both read a stale count.
 */
export async function countAttempt(db: Kysely<Database>, key: string, windowSeconds: number): Promise<CountedAttempt> {
  if (Date.now() - lastSweep > SWEEP_EVERY_MS) {
    lastSweep = Date.now();
    // Housekeeping, not part of the answer: a failure here only delays the next sweep.
    void forgetFinishedAttempts(db).catch(() => undefined);
  }
  const expired = sql<boolean>`attempt_counts.window_started_at <= now() - ${windowLength(windowSeconds)}`;
  const row = await db
    .insertInto('attempt_counts')
    .values({ key, window_started_at: sql`now()`, count: 1 })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet({
        count: sql`case when ${expired} then 1 else attempt_counts.count + 1 end`,
        window_started_at: sql`case when ${expired} then now() else attempt_counts.window_started_at end`,
      }),
    )
    .returning(['count', sql<number>`ceil(extract(epoch from (window_started_at + ${windowLength(windowSeconds)} - now())))::integer`.as('retry_after')])
    .executeTakeFirstOrThrow();
  return { count: row.count, retryAfterSeconds: Math.max(1, row.retry_after) };
}

/** Attempts under `key` in its current window (0 once the window has passed). */
export async function attemptsSoFar(db: Kysely<Database>, key: string, windowSeconds: number): Promise<CountedAttempt> {
  const row = await db
    .selectFrom('attempt_counts')
    .select(['count', sql<number>`ceil(extract(epoch from (window_started_at + ${windowLength(windowSeconds)} - now())))::integer`.as('retry_after')])
    .where('key', '=', key)
    .where('window_started_at', '>', sql<string>`now() - ${windowLength(windowSeconds)}`)
    .executeTakeFirst();
  return row ? { count: row.count, retryAfterSeconds: Math.max(1, row.retry_after) } : { count: 0, retryAfterSeconds: 0 };
}

/** Starts `key` afresh (a right password clears the wrong ones before it). */
export async function forgetAttempts(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom('attempt_counts').where('key', '=', key).execute();
}
