import type { SiteDocument } from '../schemas/site-document';
import type { SiteScope } from './data-access';

/** What stock a site may show, read from its document. */
export function siteScope(document: SiteDocument): SiteScope {
  return {
    dealershipIds: document.dealer.dealershipIds,
    includeSoldCarsDays: document.settings.includeSoldCarsDays,
    minImageCount: document.settings.searchVisibility.minImageCount,
    inStockOnly: document.settings.searchVisibility.inStockOnly,
  };
}
