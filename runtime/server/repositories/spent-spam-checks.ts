import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { PassedSpamCheck } from '../spam-check/proof-of-work';

/**
 * Marks a passed spam check as used, inside the transaction that stores the
 * lead it came with: false when it was used before, for another lead. Two
 * requests racing with one check both insert; the unique signature makes the
 * second wait for the first and then find it, so only one lead is kept.
 */
export async function spendSpamCheck(trx: Kysely<Database>, check: PassedSpamCheck): Promise<boolean> {
  const spent = await trx
    .insertInto('spent_spam_checks')
    .values({ signature: check.signature, expires_at: check.expiresAt.toISOString() })
    .onConflict((conflict) => conflict.column('signature').doNothing())
    .returning('signature')
    .executeTakeFirst();
  return spent !== undefined;
}

/** How often one server clears checks that have expired anyway (they could not pass again). */
const SWEEP_EVERY_MS = 60 * 60 * 1000;
let lastSweep = 0;

/** Deletes the spent checks that have expired, at most once every SWEEP_EVERY_MS per server; returns how many. */
export async function forgetExpiredSpamChecks(db: Kysely<Database>, now: number = Date.now()): Promise<number> {
  if (now - lastSweep < SWEEP_EVERY_MS) return 0;
  lastSweep = now;
  const result = await db.deleteFrom('spent_spam_checks').where('expires_at', '<', sql<string>`now()`).executeTakeFirst();
  return Number(result.numDeletedRows);
}
