import type { SiteContext } from '../../../runtime/block-types';

/** What an anchor needs: where it goes and, for other sites, the rel that keeps them from reaching back. */
export interface ResolvedLink {
  href: string;
  rel?: 'noopener';
}

const ABSOLUTE_ADDRESS = /^https?:\/\//i;

/** Addresses on one of the dealer's own domains are the site itself, written in full. */
function isOffSite(site: SiteContext, target: string): boolean {
  if (!ABSOLUTE_ADDRESS.test(target)) return false;
  try {
    return !site.document.dealer.domains.includes(new URL(target).host.toLowerCase());
  } catch {
    return true;
  }
}

/** A link target from the document, made into an href that works on the site's own host and under /sites/{slug}. */
export function siteLink(site: SiteContext, target: string): ResolvedLink {
  const href = site.href(target);
  return isOffSite(site, target) ? { href, rel: 'noopener' } : { href };
}
