import { ALLOWED_TAGS, isSiteOrSecureLink } from '../../../blocks/rich-text/allowed-html';
import { HEADING_LEVELS } from './extensions';

/** The allowed tags the editor reads and writes back (extensions.ts); the other allowed ones it would drop. */
const KEPT_TAGS = new Set(['p', 'br', 'ul', 'ol', 'li', 'a', 'strong', 'b', 'em', 'i', ...HEADING_LEVELS.map((level) => `h${level}`)]);

const ALLOWED = new Set<string>(ALLOWED_TAGS);

const TABLE_PARTS = new Set(['table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td']);

function whatItIs(element: Element): string | undefined {
  const tag = element.tagName.toLowerCase();
  // The site drops what is not allowed, keeping its words, and so does the editor: nothing shoppers see is lost.
  if (!ALLOWED.has(tag)) return undefined;
  if (tag === 'a') return isSiteOrSecureLink(element.getAttribute('href')?.trim() ?? '') ? undefined : 'an email, phone or other link the buttons cannot make';
  if (KEPT_TAGS.has(tag)) return undefined;
  if (TABLE_PARTS.has(tag)) return 'a table';
  if (tag === 'img') return 'a picture';
  return 'a heading size the buttons do not offer';
}

/**
 * What in this text the formatting buttons would silently lose, said the way
 * a marketer would (a table, a picture); empty when the editor keeps it all.
 * Reads the text with the browser's parser, which runs no script and loads
 * no picture.
 */
export function whatTheButtonsCannotKeep(html: string): string[] {
  if (!html.includes('<')) return [];
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  const found = new Set<string>();
  for (const element of body.querySelectorAll('*')) {
    const what = whatItIs(element);
    if (what) found.add(what);
  }
  return [...found];
}

/** "a table", "a table and a picture", "a table, a picture and …". */
export function listedInWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
