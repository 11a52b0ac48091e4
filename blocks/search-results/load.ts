import type { LoadContext } from '../../runtime/block-types';
import { loadPageSearch, type PageSearch } from '../kit/search/page-search';
import type { SearchResultsProps } from './schema';

/** The first page of results, on the server, so a shared address shows its cars before any script runs. */
export function loadSearchResults(props: SearchResultsProps, ctx: LoadContext): Promise<PageSearch> {
  return loadPageSearch(props.fixedFilters, ctx);
}
