/**
 * What dealers may write in a rich-text block: headings, paragraphs, lists,
 * links, emphasis, pictures and tables. Kept apart from the sanitiser so the
 * editor can hold its buttons to the same list without loading sanitize-html
 * into the browser.
 */
export const ALLOWED_TAGS = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'br',
  'ul',
  'ol',
  'li',
  'a',
  'strong',
  'em',
  'b',
  'i',
  'img',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
] as const;

export const ALLOWED_ATTRIBUTES: Record<string, string[]> = {
  a: ['href', 'title', 'target', 'rel'],
  img: ['src', 'alt', 'width', 'height', 'title'],
  th: ['colspan', 'rowspan', 'scope'],
  td: ['colspan', 'rowspan'],
};

/** A page of this site: "/finance", never "//elsewhere.com", which browsers read as another site. */
export const SITE_PATH = /^\/(?!\/)/;
export const OTHER_SITE = /^https:\/\//i;

/** What a dealer may link to from the text: a page of the site or a secure address. */
export function isSiteOrSecureLink(href: string): boolean {
  return SITE_PATH.test(href) || OTHER_SITE.test(href);
}
