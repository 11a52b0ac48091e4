import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { createMarketerAuth, marketerAuthSettingsFromEnv, type MarketerAuth } from './auth';
import { DEMO_MARKETERS } from './demo-marketers';
import { ensureMarketer } from './marketer-accounts';

/** Creates the demo marketers that are missing (on every start, so an older database gets them too); returns the emails created. */
export async function seedDemoMarketers(db: Kysely<Database>, auth: MarketerAuth = createMarketerAuth(db, marketerAuthSettingsFromEnv())): Promise<string[]> {
  const created: string[] = [];
  for (const marketer of DEMO_MARKETERS) {
    if ((await ensureMarketer(db, auth, marketer)).created) created.push(marketer.email);
  }
  return created;
}
