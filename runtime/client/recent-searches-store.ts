import { readStoredList, storedListAtom, type StoredListAtom, type StoredListKind } from './stored-list-atom';
import { distinctSearches, type RecentSearch } from '../rules/recent-searches';

/**
 * Spec (detail §3, §9): search history keeps the last 5 searches with their
 * path; like favourites it is kept in the browser per dealership. What comes
 * back from storage may be old or hand-edited, so each entry is checked.
 */
export const RECENT_SEARCHES_KEY_PREFIX = 'recent-searches:';

export function recentSearchesKey(dealerSlug: string): string {
  return `${RECENT_SEARCHES_KEY_PREFIX}${dealerSlug}`;
}

function isRecentSearch(value: unknown): value is RecentSearch {
  if (typeof value !== 'object' || value === null) return false;
  const { text, path } = value as Record<string, unknown>;
  // Only a path on this site: a stored "javascript:" or other site's address never becomes a link.
  return typeof text === 'string' && text !== '' && typeof path === 'string' && path.startsWith('/') && !path.startsWith('//');
}

export function parseRecentSearches(stored: string | null): RecentSearch[] {
  if (stored === null) return [];
  try {
    const parsed: unknown = JSON.parse(stored);
    if (!Array.isArray(parsed)) return [];
    // A list stored before searches were kept distinct may hold copies.
    return distinctSearches(parsed.filter(isRecentSearch).map(({ text, path }) => ({ text, path })));
  } catch {
    return [];
  }
}

const recentSearchesList: StoredListKind<RecentSearch> = { key: recentSearchesKey, parse: parseRecentSearches };

/** The list as stored right now (see readStoredList). */
export function readStoredRecentSearches(dealerSlug: string): RecentSearch[] {
  return readStoredList(recentSearchesList, dealerSlug);
}

export type RecentSearchesAtom = StoredListAtom<RecentSearch>;

/** Starts empty and reads the browser's list once mounted, so the first render matches the server's. */
export function recentSearchesAtom(dealerSlug: string): RecentSearchesAtom {
  return storedListAtom(recentSearchesList, dealerSlug);
}
