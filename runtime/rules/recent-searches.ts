/**
 * Spec (detail, finance, forms, locations, §3 and §9): search history keeps
 * the last 5 searches with their path.
 *
 * Newest first, each search once. A search is the same search when its path
 * is the same (the path carries the query string) or when it reads the same
 * (issue 15: "Cars for sale: New, Demo" twice, from two addresses that differ
 * only in what the list does not show, such as the sort). Repeating one moves
 * it to the front, with its latest text and path, instead of filling the list
 * with copies.
 */
export const RECENT_SEARCHES_LIMIT = 5;

export interface RecentSearch {
  /** What the visitor sees, e.g. "Toyota Hilux under $40,000". */
  text: string;
  /** Where it leads, e.g. "/cars?make=Toyota&price=:40000". */
  path: string;
}

function isSameSearch(a: RecentSearch, b: RecentSearch): boolean {
  return a.path === b.path || a.text === b.text;
}

/** The list with each search once, where it first appears (the newest), at most 5. */
export function distinctSearches(history: readonly RecentSearch[]): RecentSearch[] {
  const kept: RecentSearch[] = [];
  for (const search of history) if (!kept.some((earlier) => isSameSearch(earlier, search))) kept.push(search);
  return kept.slice(0, RECENT_SEARCHES_LIMIT);
}

export function rememberSearch(history: readonly RecentSearch[], search: RecentSearch): RecentSearch[] {
  return distinctSearches([search, ...history]);
}
