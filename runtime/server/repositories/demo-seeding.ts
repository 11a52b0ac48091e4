import type { Kysely } from 'kysely';
import type { Database } from '../db/types';

/**
 * Records that the demo data named `name` is being seeded; false when it was
 * seeded before (by this start or another app server's), so it is never
 * seeded twice.
 */
export async function claimDemoSeeding(db: Kysely<Database>, name: string): Promise<boolean> {
  const claimed = await db
    .insertInto('demo_seeding')
    .values({ name })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .returning('name')
    .executeTakeFirst();
  return claimed !== undefined;
}

export async function releaseDemoSeeding(db: Kysely<Database>, name: string): Promise<void> {
  await db.deleteFrom('demo_seeding').where('name', '=', name).execute();
}
