import { defineBlock } from '../../runtime/block-types';
import type { PageSearch } from '../kit/search/page-search';
import { loadSearchFilters } from './load';
import { searchFiltersDefaults, searchFiltersSchema } from './schema';
import { SearchFilters } from './SearchFilters';

export default defineBlock<typeof searchFiltersSchema, PageSearch>({
  type: 'search-filters',
  label: 'Search filters',
  category: 'search',
  description:
    "The search page's filters with counts: keyword, car type, makes and models, price, km and year sliders and the rest. In a drawer on phones, with a Show Me N cars button.",
  schema: searchFiltersSchema,
  defaults: searchFiltersDefaults,
  load: loadSearchFilters,
  component: SearchFilters,
});
