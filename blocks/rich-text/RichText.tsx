import { Typography } from '@mantine/core';
import type { BlockRenderInput } from '../../runtime/block-types';
import type { RichTextProps } from './schema';
import { sanitizeRichText } from './sanitize';

/**
 * Links in running text are underlined: colour alone does not set them apart
 * from the words around them (WCAG 1.4.1), least of all on a dark section
 * where they take the text colour. React hoists this once per page.
 */
const UNDERLINED_LINKS = '[data-rich-text] a { text-decoration: underline; }';

export function RichText({ props, site }: BlockRenderInput<RichTextProps, undefined>) {
  const html = sanitizeRichText(props.html, site);
  if (!html) return null;
  return (
    <>
      <style href="rich-text-links" precedence="default">
        {UNDERLINED_LINKS}
      </style>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitizeRichText keeps only the tags, attributes and link schemes of its allowlist. */}
      <Typography data-rich-text dangerouslySetInnerHTML={{ __html: html }} />
    </>
  );
}
