import type { SiteContext } from '../../runtime/block-types';
import type { BrandModels } from '../../runtime/rules/brand-models';
import { siteLink, type ResolvedLink } from '../kit/site-links/site-link';

export interface MenuLink extends ResolvedLink {
  label: string;
}

/** A brand in a models dropdown: its logo and name head its links. */
export interface MenuBrand {
  name: string;
  logoUrl: string;
  links: MenuLink[];
}

/** A top-level menu entry: a link, a dropdown of links, or both (its own link then leads the dropdown); brands' models lead the links. */
export interface MenuEntry {
  label: string;
  link?: ResolvedLink;
  brands: MenuBrand[];
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
export function headerMenuOf(site: SiteContext, brandModels: readonly BrandModels[] = []): HeaderMenu {
  const toLink = ({ label, href }: { label: string; href: string }): MenuLink => ({ label, ...siteLink(site, href) });
  const { header, more } = site.document.navigation;
  const brands: MenuBrand[] = brandModels.map((brand) => ({
    name: brand.name,
    logoUrl: brand.logoUrl,
    links: brand.links.map(({ label, path }) => toLink({ label, href: path })),
  }));
  return {
    entries: header.map((item) => {
      const children = (item.children ?? []).map(toLink);
      const link = item.href ? siteLink(site, item.href) : undefined;
      const entryBrands = item.models ? brands : [];
      return link ? { label: item.label, link, brands: entryBrands, children } : { label: item.label, brands: entryBrands, children };
    }),
    more: more.map(toLink),
  };
}
