import { useMemo, useSyncExternalStore } from 'react';
import { parseSearchQueryString, searchToQueryString, type SearchState } from '../rules/search-query-string';

/**
 * The address bar is the search state (spec search §2: query, page, sortBy
 * and one parameter per filter). Nothing copies it into a second store: the
 * blocks read the query string, and a change writes a new history entry, so
 * back and forward step through searches and a shared address reloads to the
 * same results. Next.js keeps its router in step with pushState.
 */
const SEARCH_CHANGED = 'dealer:search-changed';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener(SEARCH_CHANGED, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(SEARCH_CHANGED, onChange);
  };
}

const currentQueryString = () => window.location.search.replace(/^\?/, '');

/**
 * The search in the address bar. `serverQueryString` is what the server
 * rendered with, so the first render in the browser matches it.
 */
export function useSearchState(serverQueryString: string): SearchState {
  const queryString = useSyncExternalStore(subscribe, currentQueryString, () => serverQueryString);
  // Stray or malformed parameters are ignored: a shopper's typo should still show cars.
  return useMemo(() => parseSearchQueryString(queryString).state, [queryString]);
}

/** The address for a search on the page the shopper is on. */
export function searchAddress(pathname: string, state: SearchState): string {
  const queryString = searchToQueryString(state);
  return queryString ? `${pathname}?${queryString}` : pathname;
}

/** Shows a search: a new history entry, unless it is the search already shown. */
export function showSearch(state: SearchState): void {
  const address = searchAddress(window.location.pathname, state);
  if (address === `${window.location.pathname}${window.location.search}`) return;
  window.history.pushState(null, '', address);
  window.dispatchEvent(new Event(SEARCH_CHANGED));
}
