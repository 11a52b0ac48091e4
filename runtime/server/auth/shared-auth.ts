import { getDatabase } from '../db/ready';
import { sharedSmsProvider } from '../sms/sms-from-env';
import { createMarketerAuth, marketerAuthSettingsFromEnv, type MarketerAuth } from './auth';
import { createShopperAuth, type ShopperAuth } from './shopper-auth';

const shared = globalThis as typeof globalThis & { dealerMarketerAuth?: Promise<MarketerAuth>; dealerShopperAuth?: Promise<ShopperAuth> };

function once<T>(key: 'dealerMarketerAuth' | 'dealerShopperAuth', make: () => Promise<T>): Promise<T> {
  const made =
    (shared[key] as Promise<T> | undefined) ??
    make().catch((error: unknown) => {
      shared[key] = undefined;
      throw error;
    });
  (shared as Record<string, unknown>)[key] = made;
  return made;
}

/** The process's better-auth instance for marketers, on the migrated shared database. Kept on globalThis for the reason connection.ts gives. */
export function marketerAuth(): Promise<MarketerAuth> {
  return once('dealerMarketerAuth', () => getDatabase().then((db) => createMarketerAuth(db, marketerAuthSettingsFromEnv())));
}

/** The process's better-auth instance for shoppers, with the process's SMS provider (the local one must be the object the route reads codes back from). */
export function shopperAuth(): Promise<ShopperAuth> {
  return once('dealerShopperAuth', () => getDatabase().then((db) => createShopperAuth(db, { secret: marketerAuthSettingsFromEnv().secret, sms: sharedSmsProvider() })));
}
