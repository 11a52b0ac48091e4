import { atomWithStorage } from 'jotai/utils';
import type { WritableAtom } from 'jotai';
import type { RESET } from 'jotai/utils';
import { RECENT_SEARCHES_LIMIT, type RecentSearch } from '../rules/recent-searches';

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
    return parsed.filter(isRecentSearch).map(({ text, path }) => ({ text, path })).slice(0, RECENT_SEARCHES_LIMIT);
  } catch {
    return [];
  }
}

function localStorageIfAny(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * The list as stored right now. Adding to the list starts from here rather
 * than from the atom, which holds [] until a component showing it mounts.
 */
export function readStoredRecentSearches(dealerSlug: string): RecentSearch[] {
  try {
    return parseRecentSearches(localStorageIfAny()?.getItem(recentSearchesKey(dealerSlug)) ?? null);
  } catch {
    return [];
  }
}

type RecentSearchesUpdate = RecentSearch[] | typeof RESET | ((previous: RecentSearch[]) => RecentSearch[] | typeof RESET);
export type RecentSearchesAtom = WritableAtom<RecentSearch[], [RecentSearchesUpdate], void>;

const atoms = new Map<string, RecentSearchesAtom>();

/** Starts empty and reads the browser's list once mounted, so the first render matches the server's. */
export function recentSearchesAtom(dealerSlug: string): RecentSearchesAtom {
  let recent = atoms.get(dealerSlug);
  if (!recent) {
    const key = recentSearchesKey(dealerSlug);
    recent = atomWithStorage<RecentSearch[]>(key, [], {
      getItem: () => readStoredRecentSearches(dealerSlug),
      setItem: (_key, searches) => {
        try {
          localStorageIfAny()?.setItem(key, JSON.stringify(searches));
        } catch {
          // Storage full or blocked: the list lasts until the page is left.
        }
      },
      removeItem: () => {
        try {
          localStorageIfAny()?.removeItem(key);
        } catch {
          // Nothing stored that could be removed.
        }
      },
    });
    atoms.set(dealerSlug, recent);
  }
  return recent;
}
