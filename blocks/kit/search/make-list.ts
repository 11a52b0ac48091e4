import type { FacetItem } from '../../../schemas/api/search';
import type { Settings } from '../../../schemas/settings';
import { slugOf } from '../../../runtime/rules/slug';

/**
 * Spec (search §9): the make list shows 7 entries before Show all makes; some
 * sites use a fixed popular list instead. A make the shopper picked always
 * shows, so it can be unticked without opening the full list. A popular list
 * naming no make in stock falls back to the first 7.
 */
export const MAKES_BEFORE_SHOW_ALL = 7;

export interface MakeListSplit {
  shown: FacetItem[];
  more: FacetItem[];
}

export function splitMakeList(items: readonly FacetItem[], selected: readonly string[], makeList: Settings['makeList']): MakeListSplit {
  let shown: FacetItem[] = [];
  if (makeList.mode === 'popular') {
    const bySlug = new Map(items.map((item) => [slugOf(item.value), item]));
    shown = makeList.popularMakes.flatMap((slug) => bySlug.get(slug) ?? []);
  }
  if (shown.length === 0) shown = items.slice(0, MAKES_BEFORE_SHOW_ALL);
  for (const item of items) if (selected.includes(item.value) && !shown.includes(item)) shown.push(item);
  return { shown, more: items.filter((item) => !shown.includes(item)) };
}
