import type { LoadContext } from '../../runtime/block-types';
import { EMPTY_SEARCH } from '../../runtime/rules/search-query-string';
import { siteScope } from '../../runtime/site-scope';
import type { FacetItem } from '../../schemas/api/search';
import type { QuickSearchProps } from './schema';

export interface QuickSearchData {
  carTypes: FacetItem[];
  makes: FacetItem[];
  /** "Make|Model" values with counts: the models each make offers. */
  makeModels: FacetItem[];
}

/** What the site has in stock to choose from; the cars themselves are the search page's. */
export async function loadQuickSearch(_props: QuickSearchProps, ctx: LoadContext): Promise<QuickSearchData> {
  const { document } = ctx.site;
  const answer = await ctx.data.search(siteScope(document), document.settings, EMPTY_SEARCH, { hitsPerPage: 1 });
  return { carTypes: answer.facets.car_type, makes: answer.facets.make, makeModels: answer.facets.make_model };
}
