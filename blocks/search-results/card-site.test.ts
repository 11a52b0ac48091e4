import { describe, expect, it } from 'vitest';
import { testSiteContext } from '../kit/test-support/site-context';
import { cardSiteOf, siteFromCardSite } from './card-site';

describe("what the search island gets of the site, in the page's payload (issue 16: inline payload only for what islands need)", () => {
  it('carries what cards are drawn from, and no pages, layout blocks or menus', () => {
    const site = testSiteContext({
      document: { navigation: { header: [{ label: 'Used cars', href: '/search' }], more: [{ label: 'About us', href: '/about-us' }], footer: [] } },
    });
    const cardSite = cardSiteOf(site);
    expect(cardSite.document.pages).toEqual([]);
    expect(cardSite.document.layout).toEqual({ header: [], footer: [] });
    expect(cardSite.document.navigation).toEqual({ header: [], more: [], footer: [] });
    const { dealer, settings, texts, theme, promotions } = site.document;
    expect(cardSite.document).toMatchObject({ dealer, settings, texts, theme, promotions });
    expect(cardSite.page.blocks).toEqual([]);
    const again = siteFromCardSite(cardSite);
    expect([again.basePath, again.now.toISOString()]).toEqual([site.basePath, site.now.toISOString()]);
  });
});
