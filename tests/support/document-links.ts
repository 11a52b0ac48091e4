import type { SiteDocument } from '../../schemas/site-document';
import { walkBlockTree } from '../../runtime/site-document/block-tree';

/** A link the document makes, and where it is written, for a message a marketer can act on. */
export interface DocumentLink {
  href: string;
  where: string;
}

/** Links in a rich text's markup: every href of an anchor. */
const ANCHOR_HREF = /<a\b[^>]*\bhref\s*=\s*["']([^"']+)["']/gi;

/** Every link a block's props hold: a link field (href, browseHref, …) at any depth, and the anchors of its markup. */
function linksInProps(value: unknown, key = ''): string[] {
  if (typeof value === 'string') {
    if (/href$/i.test(key)) return [value];
    return [...value.matchAll(ANCHOR_HREF)].map((match) => match[1]!);
  }
  if (Array.isArray(value)) return value.flatMap((item) => linksInProps(item, key));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([name, item]) => linksInProps(item, name));
  return [];
}

function blockLinks(blocks: SiteDocument['pages'][number]['blocks'], where: string): DocumentLink[] {
  return [...walkBlockTree(blocks)].flatMap(({ node }) => linksInProps(node.props).map((href) => ({ href, where: `${where}, block "${node.id}"` })));
}

/**
 * Every link a shopper can follow that the document writes: the header, More
 * menu and footer groups, the promotions, the routes buttons lead to, and
 * the blocks of the layout and of every page.
 */
export function documentLinks(document: SiteDocument): DocumentLink[] {
  const { navigation } = document;
  return [
    ...navigation.header.flatMap((item) => [
      ...(item.href ? [{ href: item.href, where: `header "${item.label}"` }] : []),
      ...(item.children ?? []).map((child) => ({ href: child.href, where: `header "${item.label}" › "${child.label}"` })),
    ]),
    ...navigation.more.map((link) => ({ href: link.href, where: `More menu "${link.label}"` })),
    ...navigation.footer.flatMap((group) => group.links.map((link) => ({ href: link.href, where: `footer "${group.title}" › "${link.label}"` }))),
    ...document.promotions.flatMap((promotion) => (promotion.href ? [{ href: promotion.href, where: `promotion "${promotion.id}"` }] : [])),
    ...Object.entries(document.settings.routes).map(([name, href]) => ({ href, where: `settings route "${name}"` })),
    ...blockLinks(document.layout.header, 'layout header'),
    ...blockLinks(document.layout.footer, 'layout footer'),
    ...document.pages.flatMap((page) => blockLinks(page.blocks, `page ${page.path}`)),
  ];
}

/** The path a link leads to on the dealer's own site (its query and anchor left off), or undefined for another site, a phone number or an email. */
export function sitePathOf(href: string, domains: readonly string[]): string | undefined {
  if (href.startsWith('/') && !href.startsWith('//')) return new URL(href, 'https://site.invalid').pathname;
  if (!/^https?:\/\//i.test(href)) return undefined;
  const url = new URL(href);
  return domains.includes(url.host.toLowerCase()) ? url.pathname : undefined;
}
