import { defineBlock } from '../../runtime/block-types';
import type { PageSearch } from '../kit/search/page-search';
import { loadSearchResults } from './load';
import { searchResultsDefaults, searchResultsSchema } from './schema';
import { SearchResults } from './SearchResults';

export default defineBlock<typeof searchResultsSchema, PageSearch>({
  type: 'search-results',
  label: 'Search results',
  category: 'search',
  description: 'The cars matching the search in the address as cards, with the count, sort, pages, promotions and a call-to-action card. The first page is drawn on the server.',
  schema: searchResultsSchema,
  defaults: searchResultsDefaults,
  load: loadSearchResults,
  component: SearchResults,
});
