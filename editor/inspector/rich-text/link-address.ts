import { isSiteOrSecureLink, OTHER_SITE } from '../../../blocks/rich-text/allowed-html';

export const LINK_ADDRESS_HELP = 'A page of this site, like /finance, or a full address starting with https://';

/** Why a typed link cannot be used, in the marketer's words; undefined when it can. */
export function linkAddressProblem(address: string): string | undefined {
  if (address === '') return 'Type where the link goes.';
  if (isSiteOrSecureLink(address)) return undefined;
  if (/^http:\/\//i.test(address)) return 'Use the secure address, starting with https:// rather than http://.';
  return "This link can't be used. Start it with / for a page of this site (like /finance), or with https:// for another website.";
}

/** The rel the site writes for a link to another website, so the saved text matches what shoppers get. */
export function relFor(address: string): string | null {
  return OTHER_SITE.test(address) ? 'noopener' : null;
}
