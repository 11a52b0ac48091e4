/**
 * The brochure draws with a standard PDF font (Helvetica), which has a glyph
 * for each WinAnsi character only; pdf-lib throws on anything else. Feed and
 * dealer text can hold any character (a Czech ř, a Polish Ł, an emoji in a
 * comment), so text is made drawable first: a character the font has is kept
 * (ü, é, Š, the euro sign and curly quotes are all WinAnsi), a letter with an
 * accent WinAnsi lacks loses the accent (ř becomes r), a few look-alikes
 * stand in (Ł for L, a minus sign for a hyphen), and anything left (emoji,
 * other scripts) is dropped.
 */
const LOOK_ALIKES: Readonly<Record<string, string>> = {
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2212': '-',
  '\u2032': "'",
  '\u2033': '"',
  Ł: 'L',
  ł: 'l',
};

function drawable(character: string, canDraw: (codePoint: number) => boolean): string {
  if (canDraw(character.codePointAt(0)!)) return character;
  const lookAlike = LOOK_ALIKES[character];
  if (lookAlike) return lookAlike;
  return Array.from(character.normalize('NFKD'))
    .filter((part) => !/\p{M}/u.test(part) && canDraw(part.codePointAt(0)!))
    .join('');
}

/** The text with only characters the font can draw, on one line: line breaks and tabs become spaces, runs of spaces one. */
export function standardFontText(text: string, canDraw: (codePoint: number) => boolean): string {
  return Array.from(text.normalize('NFC').replace(/\s+/gu, ' '))
    .map((character) => drawable(character, canDraw))
    .join('')
    .replace(/ {2,}/g, ' ')
    .trim();
}
