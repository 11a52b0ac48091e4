import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { claimDemoSeeding, releaseDemoSeeding } from '../repositories/demo-seeding';
import { createMarketerAuth, marketerAuthSettingsFromEnv, type MarketerAuth } from './auth';
import { DEMO_MARKETERS } from './demo-marketers';
import { ensureMarketer } from './marketer-accounts';

/**
 * SEED_DEMO: `1` seeds the demo accounts, `0` never does; unset, they are
 * seeded for the embedded demo database only, never on a PostgreSQL server
 * (DATABASE_URL), where their public passwords would be a way in.
 */
export function seedsDemo(env: NodeJS.ProcessEnv = process.env): boolean {
  const setting = env.SEED_DEMO?.trim();
  if (setting === '1') return true;
  if (setting === '0') return false;
  return !env.DATABASE_URL;
}

/**
 * Creates the demo marketers once per database, when SEED_DEMO asks for
 * them; returns the emails created. Once they have been created, a start
 * never creates them again, so a deleted demo account stays deleted.
 */
export async function seedDemoMarketers(
  db: Kysely<Database>,
  auth: MarketerAuth = createMarketerAuth(db, marketerAuthSettingsFromEnv()),
  env: NodeJS.ProcessEnv = process.env,
): Promise<string[]> {
  if (!seedsDemo(env) || !(await claimDemoSeeding(db, 'marketers'))) return [];
  const created: string[] = [];
  try {
    for (const marketer of DEMO_MARKETERS) {
      if ((await ensureMarketer(db, auth, marketer)).created) created.push(marketer.email);
    }
  } catch (error) {
    // Half-seeded: let the next start try again rather than never.
    await releaseDemoSeeding(db, 'marketers');
    throw error;
  }
  return created;
}
