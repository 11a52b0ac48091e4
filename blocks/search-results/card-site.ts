import type { SiteContext } from '../../runtime/block-types';
import { createSiteContext } from '../../runtime/render/site-context';
import type { SiteDocument } from '../../schemas/site-document';

/**
 * What the browser needs to draw cars the way the server does: the dealer's
 * settings, wording and promotions, the address prefix, and the server's
 * clock (the New tag and promotion dates must read the same on both sides).
 * Pages, layouts and menus stay on the server: no card reads them, and they
 * would be sent in the page's payload (the menus alone were 2.3 kB).
 */
export interface CardSite {
  document: SiteDocument;
  basePath: string;
  page: SiteContext['page'];
  now: string;
}

export function cardSiteOf(site: SiteContext): CardSite {
  const { document } = site;
  return {
    document: { ...document, pages: [], layout: { header: [], footer: [] }, navigation: { header: [], more: [], footer: [] } },
    basePath: site.basePath,
    page: { ...site.page, blocks: [] },
    now: site.now.toISOString(),
  };
}

export function siteFromCardSite(cardSite: CardSite): SiteContext {
  return createSiteContext({ document: cardSite.document, basePath: cardSite.basePath, page: cardSite.page, now: new Date(cardSite.now) });
}
