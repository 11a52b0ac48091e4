import type { FacetItem } from '../../../schemas/api/search';

/**
 * The items a facet offers, plus any value already chosen that the answer no
 * longer lists (no car left with it), so every choice made can be undone.
 */
export function facetChoices(items: readonly FacetItem[], selected: readonly string[]): FacetItem[] {
  const listed = new Set(items.map((item) => item.value));
  return [...items, ...selected.filter((value) => !listed.has(value)).map((value) => ({ label: value, value, count: 0 }))];
}

export function toggled(values: readonly string[], value: string, on: boolean): string[] {
  return on ? [...new Set([...values, value])] : values.filter((each) => each !== value);
}
