import type { PDFFont } from 'pdf-lib';
import { standardFontText } from './standard-font-text';

/** U+2026 is a WinAnsi character, so the standard fonts can draw it. */
const ELLIPSIS = '…';

/** A font at a size, with what it can draw: every text is measured and drawn through one of these. */
export interface TextStyle {
  font: PDFFont;
  size: number;
}

/** Sets of drawable characters, one a font: building one from pdf-lib's list for every text would be wasted work. */
const drawableByFont = new WeakMap<PDFFont, ReadonlySet<number>>();

/** The text with only what the font can draw (see standardFontText). */
export function drawableText(text: string, font: PDFFont): string {
  let drawable = drawableByFont.get(font);
  if (!drawable) {
    drawable = new Set(font.getCharacterSet());
    drawableByFont.set(font, drawable);
  }
  const characters = drawable;
  return standardFontText(text, (codePoint) => characters.has(codePoint));
}

export function textWidth(text: string, { font, size }: TextStyle): number {
  return font.widthOfTextAtSize(text, size);
}

/** Drawable text on one line no wider than `width`, cut with an ellipsis when it is too long. */
export function fitLine(text: string, style: TextStyle, width: number): string {
  const drawable = drawableText(text, style.font);
  if (textWidth(drawable, style) <= width) return drawable;
  const characters = Array.from(drawable);
  while (characters.length > 0 && textWidth(`${characters.join('').trimEnd()}${ELLIPSIS}`, style) > width) characters.pop();
  return characters.length ? `${characters.join('').trimEnd()}${ELLIPSIS}` : '';
}

/** Drawable text broken at spaces into lines no wider than `width`; past `maxLines` the last line ends with an ellipsis. */
export function wrapLines(text: string, style: TextStyle, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of drawableText(text, style.font).split(' ').filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (textWidth(candidate, style) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = textWidth(word, style) <= width ? word : fitLine(word, style, width);
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = fitLine(`${kept[maxLines - 1]}${ELLIPSIS}`, style, width);
  return kept;
}
