import { SEARCH_FILTERS, type SearchFacet } from '../../../schemas/api/search-words';
import { SEARCH_FILTER_WORDS } from '../../../schemas/api/search-filter-words';
import type { RangeFilter } from '../../../runtime/rules/search-query-string';
import { SUBSCRIPTION_WEEK_SUFFIX } from '../../../runtime/rules/price-display';
import { bodyLabel } from '../../../runtime/rules/body-label';
import { shopperWords } from '../../../runtime/rules/shopper-words';

/**
 * How filters and their values read to a shopper. Values are stored as the
 * feed writes them (simple_body "peopleMover", car_type "used"); these are
 * the words on the page.
 */
export const FILTER_TITLES = Object.fromEntries(SEARCH_FILTERS.map((filter) => [filter, SEARCH_FILTER_WORDS[filter].shopper])) as Readonly<
  Record<SearchFacet | RangeFilter, string>
>;

const CAR_TYPE_LABELS: Readonly<Record<string, string>> = { new: 'New', demo: 'Demo', used: 'Used' };
const STATUS_LABELS: Readonly<Record<string, string>> = { in_stock: 'In stock', coming_soon: 'Coming soon', sold: 'Sold' };
/** Facets whose values name places and businesses: every word starts with a capital. */
const NAME_FACETS: ReadonlySet<SearchFacet> = new Set(['city', 'state', 'location_name', 'dealership_name']);

/** The words for one facet value, as a shopper writes them (runtime/rules/shopper-words.ts); `label` is what the search answered with. */
export function facetValueLabel(facet: SearchFacet, value: string, label: string = value): string {
  switch (facet) {
    case 'car_type':
      return CAR_TYPE_LABELS[value] ?? shopperWords(label);
    case 'status':
      return STATUS_LABELS[value] ?? shopperWords(label);
    case 'body':
      return bodyLabel(value);
    case 'seats':
      return `${label} seats`;
    // Spec (search §9): a week suffix is added to subscription price.
    case 'weekly_price_range':
      return `${label}${SUBSCRIPTION_WEEK_SUFFIX}`;
    default:
      return shopperWords(label, NAME_FACETS.has(facet) ? 'name' : 'words');
  }
}
