import { localPath } from '../rules/local-path';

/**
 * The car a signed-out shopper pressed Save on, kept while they sign in, so
 * it is in their watchlist when they come back (spec search §4, §6: a
 * signed-out shopper who tries to save is sent to sign in).
 *
 * Kept in this tab's sessionStorage, which only this site's own pages in
 * this tab can write: a link cannot make a signed-in shopper save a car
 * (as a `save=` parameter in an address could). It is taken once, and only
 * on the page the sign-in returns to, within PENDING_SAVE_MINUTES; a stale
 * or malformed entry is dropped. The server still checks the car is this
 * site's before saving it.
 */
export const PENDING_SAVE_KEY_PREFIX = 'pending-save:';
export const PENDING_SAVE_MINUTES = 30;
const MAX_CAR_NAME_LENGTH = 300;

export interface PendingCar {
  id: number;
  name: string;
}

interface PendingSave {
  car: PendingCar;
  /** The page sign-in sends the shopper back to (its `redirect`). */
  returnPath: string;
  /** Epoch milliseconds after which the save is forgotten. */
  until: number;
}

export type PendingSaveStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function pendingSaveKey(dealerSlug: string): string {
  return `${PENDING_SAVE_KEY_PREFIX}${dealerSlug}`;
}

/** The tab's sessionStorage; undefined where the browser blocks it (the car is then not carried over). */
export function sessionStorageIfAny(): PendingSaveStorage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function rememberPendingSave(storage: PendingSaveStorage | undefined, dealerSlug: string, car: PendingCar, returnPath: string, now = Date.now()): void {
  const pending: PendingSave = { car: { id: car.id, name: car.name }, returnPath, until: now + PENDING_SAVE_MINUTES * 60_000 };
  try {
    storage?.setItem(pendingSaveKey(dealerSlug), JSON.stringify(pending));
  } catch {
    // Full or blocked: the shopper saves the car again after signing in.
  }
}

function readPendingSave(value: unknown): PendingSave | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { car, returnPath, until } = value as Partial<Record<keyof PendingSave, unknown>>;
  if (typeof car !== 'object' || car === null) return undefined;
  const { id, name } = car as Partial<Record<keyof PendingCar, unknown>>;
  if (typeof id !== 'number' || !Number.isInteger(id) || id < 1) return undefined;
  if (typeof name !== 'string' || name.trim() === '' || name.length > MAX_CAR_NAME_LENGTH) return undefined;
  if (typeof returnPath !== 'string' || localPath(returnPath, '') !== returnPath) return undefined;
  if (typeof until !== 'number' || !Number.isFinite(until)) return undefined;
  return { car: { id, name }, returnPath, until };
}

/** The car to save now, on the page sign-in returned to; the entry is gone afterwards whatever it held. */
export function takePendingSave(storage: PendingSaveStorage | undefined, dealerSlug: string, currentPath: string, now = Date.now()): PendingCar | undefined {
  let stored: string | null = null;
  try {
    stored = storage?.getItem(pendingSaveKey(dealerSlug)) ?? null;
    storage?.removeItem(pendingSaveKey(dealerSlug));
  } catch {
    return undefined;
  }
  if (stored === null) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return undefined;
  }
  const pending = readPendingSave(parsed);
  if (!pending || pending.until < now || pending.returnPath !== currentPath) return undefined;
  return pending.car;
}
