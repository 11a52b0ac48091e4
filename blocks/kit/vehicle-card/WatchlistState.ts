import { atom, type PrimitiveAtom } from 'jotai';
import type { WatchlistAnswer, WatchlistCarAnswer } from '../../../schemas/api/watchlist';
import { WATCHLIST_CALL_FAILED } from '../../../runtime/rules/watchlist';

/** What this page knows of the shopper's watchlist on this site. */
export type WatchlistState = { status: 'unknown' | 'signed-out' } | { status: 'signed-in'; phoneNumber: string; carIds: readonly number[] };

export interface WatchlistUrls {
  /** GET /api/watchlist */
  list: string;
  save: string;
  remove: string;
}

const atoms = new Map<string, PrimitiveAtom<WatchlistState>>();

/** One state per site list address, shared by every toggle on the page. */
export function watchlistAtom(listUrl: string): PrimitiveAtom<WatchlistState> {
  let found = atoms.get(listUrl);
  if (!found) {
    found = atom<WatchlistState>({ status: 'unknown' });
    atoms.set(listUrl, found);
  }
  return found;
}

/** The shopper's list, or signed out (no phone number in the answer, or no answer). */
export async function fetchWatchlist(listUrl: string): Promise<WatchlistState> {
  try {
    const response = await fetch(listUrl, { credentials: 'same-origin', cache: 'no-store' });
    if (!response.ok) return { status: 'signed-out' };
    const answer = (await response.json()) as WatchlistAnswer;
    if (answer.phone_number === null) return { status: 'signed-out' };
    return { status: 'signed-in', phoneNumber: answer.phone_number, carIds: answer.items.map((item) => item.id) };
  } catch {
    return { status: 'signed-out' };
  }
}

/**
 * Spec search §7: the answer must carry a success field; anything else (no
 * success field, a network failure) counts as unsuccessful, with a message.
 */
export async function postWatchlistChange(url: string, body: { phone_number: string; car_id: number }): Promise<WatchlistCarAnswer> {
  try {
    const response = await fetch(url, { method: 'POST', credentials: 'same-origin', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const answer = (await response.json().catch(() => ({}))) as Partial<{ success: unknown; message: unknown }>;
    if (answer.success === true && response.ok) return { success: true };
    return { success: false, message: typeof answer.message === 'string' && answer.message ? answer.message : WATCHLIST_CALL_FAILED };
  } catch {
    return { success: false, message: WATCHLIST_CALL_FAILED };
  }
}
