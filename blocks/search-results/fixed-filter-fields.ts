import { searchFiltersSchema } from '../../schemas/api/search';
import { SEARCH_FILTERS } from '../../schemas/api/search-words';
import { filterValueHints, isRangeFilter, listFilterHelp, RANGE_FILTER_HELP, SEARCH_FILTER_TITLES, SEARCH_FILTER_VALUE_TITLES } from '../kit/search/filter-editor-words';

const rangeSideTitles = { min: 'From', max: 'Up to' } as const;

function titled(filter: (typeof SEARCH_FILTERS)[number]) {
  const field = searchFiltersSchema.properties[filter];
  const title = SEARCH_FILTER_TITLES[filter];
  if (isRangeFilter(filter) && 'properties' in field) {
    const properties = Object.fromEntries(
      Object.entries(field.properties).map(([side, schema]) => [side, { ...schema, title: rangeSideTitles[side as keyof typeof rangeSideTitles] }]),
    );
    return { ...field, title, description: RANGE_FILTER_HELP, properties };
  }
  if ('items' in field) {
    const listFilter = filter as keyof typeof SEARCH_FILTER_VALUE_TITLES;
    return { ...field, title, description: listFilterHelp(listFilter), items: { ...field.items, title: SEARCH_FILTER_VALUE_TITLES[listFilter], ...filterValueHints(listFilter) } };
  }
  return field;
}

/**
 * The search page's filters as the editor shows them: each titled in a
 * marketer's words, validated exactly as the search request's filters are.
 * Typed as the request's, which the titles do not change.
 */
export const fixedFilterFields = Object.fromEntries(SEARCH_FILTERS.map((filter) => [filter, titled(filter)])) as unknown as typeof searchFiltersSchema.properties;
