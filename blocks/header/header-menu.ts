import type { SiteContext } from '../../runtime/block-types';
import { siteLink, type ResolvedLink } from '../kit/site-links/site-link';

export interface MenuLink extends ResolvedLink {
  label: string;
}

/** A top-level menu entry: a link, a dropdown of links, or both (its own link then leads the dropdown). */
export interface MenuEntry {
  label: string;
  link?: ResolvedLink;
  children: MenuLink[];
}

export interface HeaderMenu {
  entries: MenuEntry[];
  more: MenuLink[];
}

/**
 * The navigation with every href already made for this site: client
 * components get plain data, since `site.href` cannot cross to the browser.
 */
export function headerMenuOf(site: SiteContext): HeaderMenu {
  const toLink = ({ label, href }: { label: string; href: string }): MenuLink => ({ label, ...siteLink(site, href) });
  const { header, more } = site.document.navigation;
  return {
    entries: header.map((item) => {
      const children = (item.children ?? []).map(toLink);
      const link = item.href ? siteLink(site, item.href) : undefined;
      return link ? { label: item.label, link, children } : { label: item.label, children };
    }),
    more: more.map(toLink),
  };
}
