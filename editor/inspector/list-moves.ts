/** List edits as pure functions, shared by the form value and the items' keys. */

export function withoutItem<T>(list: readonly T[], index: number): T[] {
  return list.filter((_, i) => i !== index);
}

export function withItemMoved<T>(list: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length || from === to) return [...list];
  const copy = [...list];
  const [item] = copy.splice(from, 1);
  copy.splice(to, 0, item);
  return copy;
}

export function asList(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}
