/**
 * The next value with every part that equals the previous one's replaced by
 * that previous part, so an edit that arrives as a whole new document (a
 * message from the editor window) changes the identity of the edited block
 * and the lists and pages holding it only: the canvas re-renders those and
 * skips the rest. Both values are plain JSON.
 */
export function keepUnchanged<Value>(previous: unknown, next: Value): Value {
  if (previous === next) return next;
  if (Array.isArray(previous) && Array.isArray(next)) {
    let same = previous.length === next.length;
    const merged = next.map((item, index) => {
      const kept = keepUnchanged(previous[index], item);
      if (kept !== previous[index]) same = false;
      return kept;
    });
    return (same ? previous : merged) as Value;
  }
  if (isPlainObject(previous) && isPlainObject(next)) {
    const previousKeys = Object.keys(previous);
    const nextKeys = Object.keys(next);
    let same = previousKeys.length === nextKeys.length;
    const merged: Record<string, unknown> = {};
    for (const key of nextKeys) {
      const kept = keepUnchanged(previous[key], next[key]);
      if (!Object.hasOwn(previous, key) || kept !== previous[key]) same = false;
      merged[key] = kept;
    }
    return (same ? previous : merged) as Value;
  }
  return next;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
