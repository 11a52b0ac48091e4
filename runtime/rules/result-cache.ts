/**
 * Spec (search and favourites, §7 and §9): search results are cached per
 * query key; the cache keeps at most 10 entries, oldest removed first.
 *
 * "Oldest" is read as least recently used: a result just read again is the
 * one a visitor paging back and forth needs next. The cache is a plain value
 * (oldest entry first), so each function returns a new cache; the caller
 * holds it where it likes (a ref, an atom).
 */
export const RESULT_CACHE_LIMIT = 10;

export type ResultCache<Result> = readonly { key: string; result: Result }[];

export function storeResult<Result>(cache: ResultCache<Result>, key: string, result: Result): ResultCache<Result> {
  return [...cache.filter((entry) => entry.key !== key), { key, result }].slice(-RESULT_CACHE_LIMIT);
}

/** The cached result, if any, and the cache with that entry made the newest. */
export function readResult<Result>(cache: ResultCache<Result>, key: string): { result: Result | undefined; cache: ResultCache<Result> } {
  const hit = cache.find((entry) => entry.key === key);
  if (hit === undefined) return { result: undefined, cache };
  return { result: hit.result, cache: [...cache.filter((entry) => entry !== hit), hit] };
}
