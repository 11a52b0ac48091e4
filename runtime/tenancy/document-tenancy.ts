/**
 * The site document still carries `dealer.domains`, `dealer.dealershipIds`
 * and `dealer.websiteId` (the dealer-configs format and the blocks read them
 * there), but their values belong to the platform: they are laid over the
 * document from the platform's record whenever it is served or opened in the
 * editor, and a marketer's save, publish or import that would change them is
 * refused by name.
 */

/** The platform's record of who a site is, as far as a document shows it. */
export interface SiteTenancy {
  domains: string[];
  dealershipIds: number[];
  websiteId: number;
}

type DocumentWithDealer = { dealer?: unknown };

function sameList(a: readonly unknown[], b: readonly unknown[]): boolean {
  const sort = (list: readonly unknown[]) => list.map((item) => JSON.stringify(typeof item === 'string' ? item.toLowerCase() : item)).sort();
  return JSON.stringify(sort(a)) === JSON.stringify(sort(b));
}

/** The document with the platform's tenancy in place of whatever it says. */
export function withPlatformTenancy<Document extends DocumentWithDealer>(document: Document, tenancy: SiteTenancy): Document {
  const dealer = document.dealer && typeof document.dealer === 'object' ? document.dealer : {};
  return { ...document, dealer: { ...dealer, domains: [...tenancy.domains], dealershipIds: [...tenancy.dealershipIds], websiteId: tenancy.websiteId } } as Document;
}

/** The first tenancy field the document changes, with a message a marketer understands; undefined when it changes none. */
export function tenancyChange(document: DocumentWithDealer, tenancy: SiteTenancy): { field: string; message: string } | undefined {
  const dealer = (document.dealer && typeof document.dealer === 'object' ? document.dealer : {}) as Record<string, unknown>;
  const said = {
    domains: Array.isArray(dealer.domains) ? dealer.domains : dealer.domains === undefined ? tenancy.domains : [dealer.domains],
    dealershipIds: Array.isArray(dealer.dealershipIds) ? dealer.dealershipIds : dealer.dealershipIds === undefined ? tenancy.dealershipIds : [dealer.dealershipIds],
  };
  const messages = {
    domains: "can't be changed here: the site's web addresses are set by the platform team.",
    dealershipIds: "can't be changed here: which dealerships' cars the site shows is set by the platform team.",
    websiteId: "can't be changed here: the site's website number is set by the platform team.",
  };
  if (!sameList(said.domains, tenancy.domains)) return { field: '/dealer/domains', message: messages.domains };
  if (!sameList(said.dealershipIds, tenancy.dealershipIds)) return { field: '/dealer/dealershipIds', message: messages.dealershipIds };
  if (dealer.websiteId !== undefined && dealer.websiteId !== tenancy.websiteId) return { field: '/dealer/websiteId', message: messages.websiteId };
  return undefined;
}
