import { SORT_OPTIONS, type SortOption } from '../../runtime/rules/search-query-string';

/** Spec (search §9): most relevant (custom rank, the default), latest, highest price, lowest price. */
export const SORT_LABELS: Readonly<Record<SortOption, string>> = {
  relevant: 'Most relevant',
  latest: 'Latest',
  price_desc: 'Highest price',
  price_asc: 'Lowest price',
};

export const SORT_CHOICES = SORT_OPTIONS.map((value) => ({ value, label: SORT_LABELS[value] }));

export function isSortOption(value: string): value is SortOption {
  return (SORT_OPTIONS as readonly string[]).includes(value);
}
