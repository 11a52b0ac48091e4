import { atom, useAtomValue, useSetAtom, useStore, type PrimitiveAtom } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import type { SearchAnswer, SearchFilters } from '../../schemas/api/search';
import { readResult, storeResult, type ResultCache } from '../rules/result-cache';
import type { SearchState } from '../rules/search-query-string';
import { fetchSearch, searchKey, searchRequestFor } from './search-api';

/**
 * Spec (search §4): search result states loading, hasData and hasError;
 * while loading or on error the previous hits, count and facets stay shown.
 * Spec (search §7, §9): results are cached per query key, at most 10.
 *
 * One session per search page, shared by the blocks on it (the results and
 * the filters read the same answer). It holds answers, never the search
 * itself: that is the address bar's.
 */
export type SearchStatus = 'loading' | 'hasData' | 'hasError';

export interface SearchSession {
  cache: ResultCache<SearchAnswer>;
  /** The latest answer that arrived: what the page shows, also while the next one loads or fails. */
  shown?: { key: string; answer: SearchAnswer };
  status: SearchStatus;
}

export interface SearchPageSetup {
  /** Where POST /api/search answers for this site. */
  endpoint: string;
  /** The page's own filters (new cars only, one make): sent as search_filters with every search. */
  fixedFilters: SearchFilters;
}

/** The answer the server rendered with, so the browser starts where the page's HTML is. */
export interface InitialSearch {
  key: string;
  answer: SearchAnswer;
}

const sessions = new Map<string, PrimitiveAtom<SearchSession>>();

function scopeOf(setup: SearchPageSetup): string {
  return `${setup.endpoint} ${JSON.stringify(setup.fixedFilters)}`;
}

export function searchSessionAtom(setup: SearchPageSetup): PrimitiveAtom<SearchSession> {
  const scope = scopeOf(setup);
  let session = sessions.get(scope);
  if (!session) {
    session = atom<SearchSession>({ cache: [], status: 'loading' });
    sessions.set(scope, session);
  }
  return session;
}

/** Several blocks ask for the same search at once; one request serves them all. */
const inFlight = new Map<string, Promise<SearchAnswer>>();

function requestOnce(setup: SearchPageSetup, state: SearchState, key: string): Promise<SearchAnswer> {
  const scopedKey = `${scopeOf(setup)} ${key}`;
  let request = inFlight.get(scopedKey);
  if (!request) {
    request = fetchSearch(setup.endpoint, searchRequestFor(state, setup.fixedFilters)).finally(() => inFlight.delete(scopedKey));
    inFlight.set(scopedKey, request);
  }
  return request;
}

export interface SearchAnswerView {
  /** What to show: the current search's answer, or the previous one while it loads or after it failed. */
  answer: SearchAnswer;
  status: SearchStatus;
  /** True when `answer` belongs to the search in the address bar. */
  isCurrent: boolean;
  retry: () => void;
}

/**
 * The session as it stands, starting from the server's answer. The atoms
 * hold nothing until the browser's first effect: the server renders from
 * `initial` alone, because on the server one store serves every request.
 */
function seeded(session: SearchSession, initial: InitialSearch): SearchSession {
  if (session.shown) return session;
  return { cache: storeResult(session.cache, initial.key, initial.answer), shown: initial, status: 'hasData' };
}

/** The answer for the search in the address bar, fetched when it is not cached. */
export function useSearchAnswer(setup: SearchPageSetup, state: SearchState, initial: InitialSearch): SearchAnswerView {
  const sessionAtom = searchSessionAtom(setup);
  const store = useStore();
  const session = seeded(useAtomValue(sessionAtom), initial);
  const setSession = useSetAtom(sessionAtom);
  const [attempt, setAttempt] = useState(0);
  const key = searchKey(state);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `state` and `initial` are not listed: `key` names the search exactly, and the server's answer never changes.
  useEffect(() => {
    const now = seeded(store.get(sessionAtom), initial);
    // Showing what is shown already. The server's answer is not written into the session here: every
    // reader seeds it the same way, and writing it re-rendered both search islands whole straight after
    // hydration (3,185 components on a search page). The first change of search stores it with the rest.
    if (now.shown?.key === key && now.status === 'hasData') return undefined;
    const cached = readResult(now.cache, key);
    if (cached.result !== undefined) {
      setSession({ cache: cached.cache, shown: { key, answer: cached.result }, status: 'hasData' });
      return undefined;
    }
    let current = true;
    setSession((previous) => ({ ...seeded(previous, initial), status: 'loading' }));
    requestOnce(setup, state, key).then(
      (answer) =>
        setSession((previous) => {
          const before = seeded(previous, initial);
          const cache = storeResult(before.cache, key, answer);
          return current ? { cache, shown: { key, answer }, status: 'hasData' } : { ...before, cache };
        }),
      () => {
        if (current) setSession((previous) => ({ ...seeded(previous, initial), status: 'hasError' }));
      },
    );
    return () => {
      current = false;
    };
  }, [key, attempt, sessionAtom, store, setSession]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const shown = session.shown ?? initial;
  return { answer: shown.answer, status: session.status, isCurrent: shown.key === key, retry };
}
