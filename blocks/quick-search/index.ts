import { defineBlock } from '../../runtime/block-types';
import { loadQuickSearch, type QuickSearchData } from './load';
import { QuickSearch } from './QuickSearch';
import { quickSearchDefaults, quickSearchSchema } from './schema';

export default defineBlock<typeof quickSearchSchema, QuickSearchData>({
  type: 'quick-search',
  label: 'Quick search',
  category: 'search',
  description: "A short search form for the home page (car type, make, model, price, keyword) that opens the search page, with the shopper's recent searches.",
  schema: quickSearchSchema,
  defaults: quickSearchDefaults,
  load: loadQuickSearch,
  component: QuickSearch,
});
