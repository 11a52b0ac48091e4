/**
 * Keeps `value` under `key` as the newest entry of `kept`, forgetting the
 * oldest beyond `limit`: a Map keeps insertion order, so moving an entry to
 * the end makes the first key the least recently kept. What a server holds
 * in memory for requests (cards shown, sites looked up) is bounded so, and
 * no stream of new keys can grow it.
 */
export function keepNewest<Key, Value>(kept: Map<Key, Value>, key: Key, value: Value, limit: number): void {
  kept.delete(key);
  kept.set(key, value);
  if (kept.size > limit) kept.delete(kept.keys().next().value as Key);
}
