import { current, isDraft, type Draft } from 'immer';

/** A deep copy that also works on an immer draft (a proxy, which structuredClone cannot copy). */
export function plainCopy<T>(value: T): T {
  return structuredClone(isDraft(value) ? (current(value as Draft<T>) as T) : value);
}
