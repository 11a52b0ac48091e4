import { formatAud } from '../../runtime/rules/price-display';
import type { NumericRange, RangeFilter, SearchState } from '../../runtime/rules/search-query-string';
import { makeModelWords, SEARCH_LIST_FILTERS } from '../../schemas/api/search-words';
import { formatKm } from '../../runtime/render/vehicle-facts';
import { facetValueLabel, FILTER_TITLES } from '../kit/search/filter-labels';

/** How a range reads: "$5,000 to $20,000", "from 2020", "up to 50,000 km". */
function rangeText(filter: RangeFilter, range: NumericRange): string {
  const format = (value: number) => (filter === 'price' || filter === 'subscription_price' ? formatAud(value) : filter === 'km' ? formatKm(value) : String(value));
  if (range.min !== undefined && range.max !== undefined) return `${format(range.min)} to ${format(range.max)}`;
  if (range.min !== undefined) return `from ${format(range.min)}`;
  return `up to ${format(range.max ?? 0)}`;
}

/**
 * A recent search as the shopper will recognise it in the list:
 * "Used cars: "hybrid", Toyota, Corolla, Price $5,000 to $20,000".
 */
export function describeSearch(pageName: string, state: SearchState): string {
  const parts: string[] = [];
  if (state.query) parts.push(`"${state.query}"`);
  for (const filter of SEARCH_LIST_FILTERS) {
    for (const value of state.lists[filter] ?? []) parts.push(facetValueLabel(filter, value, makeModelWords(value)));
  }
  for (const [filter, range] of Object.entries(state.ranges) as [RangeFilter, NumericRange][]) {
    parts.push(`${FILTER_TITLES[filter]} ${rangeText(filter, range)}`);
  }
  return parts.length > 0 ? `${pageName}: ${parts.join(', ')}` : pageName;
}
