import StarterKit from '@tiptap/starter-kit';
import { isSiteOrSecureLink } from '../../../blocks/rich-text/allowed-html';

/** The heading sizes the toolbar offers; a block's own title is the page's larger heading. */
export const HEADING_LEVELS = [2, 3, 4] as const;

/**
 * What the editor can write, held to the rich-text block's allow-list
 * (blocks/rich-text/allowed-html.ts): parts of StarterKit whose tags the site
 * would strip (code, quotes, strike-through, underline, rules) are left out,
 * so nothing typed, pasted or shortcut in can make them.
 */
export const RICH_TEXT_EXTENSIONS = [
  StarterKit.configure({
    blockquote: false,
    code: false,
    codeBlock: false,
    horizontalRule: false,
    strike: false,
    underline: false,
    // An empty paragraph after a closing list or heading would show as a gap on the page.
    trailingNode: false,
    heading: { levels: [...HEADING_LEVELS] },
    link: {
      // A click in the editor places the cursor; following the link would leave the editor.
      openOnClick: false,
      // Typed "www.…" would become an http:// link, which the site does not keep.
      autolink: false,
      // Tiptap's default opens every link in a new tab with rel="nofollow"; the site decides that per link.
      HTMLAttributes: { target: null, rel: null },
      isAllowedUri: (url) => isSiteOrSecureLink(url),
    },
  }),
];
