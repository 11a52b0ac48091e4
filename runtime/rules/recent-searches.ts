/**
 * Spec (detail, finance, forms, locations, §3 and §9): search history keeps
 * the last 5 searches with their path.
 *
 * Newest first. A search is the same search when its path is the same (the
 * path carries the query string), so repeating one moves it to the front and
 * refreshes its text instead of filling the list with copies.
 */
export const RECENT_SEARCHES_LIMIT = 5;

export interface RecentSearch {
  /** What the visitor sees, e.g. "Toyota Hilux under $40,000". */
  text: string;
  /** Where it leads, e.g. "/cars?make=Toyota&price=:40000". */
  path: string;
}

export function rememberSearch(history: readonly RecentSearch[], search: RecentSearch): RecentSearch[] {
  return [search, ...history.filter((earlier) => earlier.path !== search.path)].slice(0, RECENT_SEARCHES_LIMIT);
}
