import type { SiteDocument } from '../../schemas/site-document';

/** The part of a site document anyone may read: no settings that reveal how the dealer works. */
export function publicSiteInfo(document: SiteDocument, version: number) {
  const { dealer } = document;
  return {
    slug: dealer.slug,
    name: dealer.name,
    version,
    phones: dealer.phones,
    social: dealer.social,
    pages: document.pages.filter((page) => !page.path.includes(':')).map((page) => ({ path: page.path, title: page.title })),
  };
}
