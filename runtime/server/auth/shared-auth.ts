import { getDatabase } from '../db/ready';
import { createMarketerAuth, marketerAuthSettingsFromEnv, type MarketerAuth } from './auth';

const shared = globalThis as typeof globalThis & { dealerMarketerAuth?: Promise<MarketerAuth> };

/** The process's better-auth instance, on the migrated shared database. Kept on globalThis for the reason connection.ts gives. */
export function marketerAuth(): Promise<MarketerAuth> {
  shared.dealerMarketerAuth ??= getDatabase()
    .then((db) => createMarketerAuth(db, marketerAuthSettingsFromEnv()))
    .catch((error: unknown) => {
      shared.dealerMarketerAuth = undefined;
      throw error;
    });
  return shared.dealerMarketerAuth;
}
