import sanitizeHtml, { type IOptions } from 'sanitize-html';
import { ALLOWED_ATTRIBUTES, ALLOWED_TAGS, OTHER_SITE, SITE_PATH } from './allowed-html';

export interface RichTextLinks {
  /** Makes a site path ("/finance") into a link for the address the shopper is using. */
  href: (path: string) => string;
}

/**
 * Everything outside the allow-list (allowed-html.ts) is dropped — scripts,
 * frames, forms, event handlers, style attributes — because the HTML comes
 * from a document many people can edit and is shown to every shopper.
 */
function optionsFor(links: RichTextLinks): IOptions {
  return {
    allowedTags: [...ALLOWED_TAGS],
    allowedAttributes: ALLOWED_ATTRIBUTES,
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
