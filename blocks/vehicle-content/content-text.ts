/** How the marketer's text is laid out: paragraphs split at blank lines, or one point a line. */
export const CONTENT_TEXT_STYLES = [
  { const: 'paragraphs', title: 'Paragraphs (a blank line starts the next one)' },
  { const: 'points', title: 'A list of points (one a line)' },
] as const;

export type ContentTextStyle = (typeof CONTENT_TEXT_STYLES)[number]['const'];

/** A bullet typed at the start of a line ("- ", "* ", "• ") is the list's own, not part of the point. */
const TYPED_BULLET = /^[-*•]\s+/;

/** The text as paragraphs or points, empty ones left out. */
export function contentParts(text: string, style: ContentTextStyle): string[] {
  const parts = style === 'points' ? text.split('\n').map((line) => line.trim().replace(TYPED_BULLET, '')) : text.split(/\n\s*\n/);
  return parts.map((part) => part.trim()).filter((part) => part.length > 0);
}
