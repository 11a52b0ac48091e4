import sanitizeHtml, { type IOptions } from 'sanitize-html';

/**
 * What dealers may write in a rich-text block: headings, paragraphs, lists,
 * links, emphasis, pictures and tables. Everything else — scripts, frames,
 * forms, event handlers, style attributes — is dropped, because the HTML
 * comes from a document many people can edit and is shown to every shopper.
 */
const ALLOWED_TAGS = [
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
];

const SITE_PATH = /^\/(?!\/)/;
const OTHER_SITE = /^https:\/\//i;

export interface RichTextLinks {
  /** Makes a site path ("/finance") into a link for the address the shopper is using. */
  href: (path: string) => string;
}

function optionsFor(links: RichTextLinks): IOptions {
  return {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: {
      a: ['href', 'title', 'target', 'rel'],
      img: ['src', 'alt', 'width', 'height', 'title'],
      th: ['colspan', 'rowspan', 'scope'],
      td: ['colspan', 'rowspan'],
    },
    // Relative addresses have no scheme and always pass; http: does not, so pictures never load insecurely.
    allowedSchemes: ['https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['https'] },
    allowedSchemesAppliedToAttributes: ['href', 'src'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    transformTags: {
      a: (tagName, attribs) => {
        const href = attribs.href ?? '';
        const opensElsewhere = attribs.target === '_blank';
        const rewritten: Record<string, string> = { href: SITE_PATH.test(href) ? links.href(href) : href };
        if (attribs.title) rewritten.title = attribs.title;
        if (opensElsewhere) rewritten.target = '_blank';
        if (opensElsewhere || OTHER_SITE.test(href)) rewritten.rel = 'noopener';
        return { tagName, attribs: rewritten };
      },
      // A picture without alt is read out by its file name; an empty alt at least keeps it quiet.
      img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, alt: attribs.alt ?? '' } }),
    },
    exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  };
}

export function sanitizeRichText(html: string, links: RichTextLinks): string {
  return sanitizeHtml(html, optionsFor(links));
}
