import type { LoadContext } from '../../runtime/block-types';
import { loadPageSearch, pageFixedFilters, type PageSearch } from '../kit/search/page-search';
import type { SearchFiltersProps } from './schema';

/** The same search as the page's results block (run once for both), for the facets and their counts. */
export function loadSearchFilters(_props: SearchFiltersProps, ctx: LoadContext): Promise<PageSearch> {
  return loadPageSearch(pageFixedFilters(ctx.site), ctx);
}
