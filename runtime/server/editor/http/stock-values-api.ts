import type { StockValuesAnswer } from '../../../../schemas/api/stock-values';
import type { DataAccess } from '../../../data-access';
import { EMPTY_SEARCH } from '../../../rules/search-query-string';
import { siteScope } from '../../../site-scope';
import type { SiteService } from '../../site-service';
import { answer, notFound } from './editor-answers';
import { forDealerSite, type EditorContext } from './editor-access';

/** What the stock values answer reads besides the editor's own context: the live site and its stock. */
export interface StockValuesSources {
  sites: Pick<SiteService, 'bySiteKey'>;
  data: Pick<DataAccess, 'search'>;
}

/**
 * GET /editor/api/sites/{slug}/stock-values: every search filter's values in
 * the site's stock, counted, as the search page's filters list them. The
 * stock is the live site's (which dealerships it shows is the platform's, not
 * the draft's), searched with nothing chosen.
 */
export function listStockValues(context: EditorContext, sources: StockValuesSources, request: Request, slug: string): Promise<Response> {
  return forDealerSite(context, request, slug, async () => {
    const site = await sources.sites.bySiteKey(slug);
    if (!site) return notFound(`The site "${slug}" has not been published yet, so it has no stock to offer.`);
    const { document } = site;
    const { facets } = await sources.data.search(siteScope(document), document.settings, EMPTY_SEARCH, { hitsPerPage: 1 });
    return answer<StockValuesAnswer>({ facets });
  });
}
