import { PDFDocument, StandardFonts } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { standardFontText } from './standard-font-text';

let helvetica: (codePoint: number) => boolean;

beforeAll(async () => {
  const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
  const characters = new Set(font.getCharacterSet());
  helvetica = (codePoint) => characters.has(codePoint);
});

describe('text a standard PDF font can draw (WinAnsi)', () => {
  it('keeps every character WinAnsi has: accents, the euro sign, curly quotes, the ellipsis', () => {
    expect(standardFontText('Citroën Müller Škoda — “€45,990” ‘n’ more…', helvetica)).toBe('Citroën Müller Škoda — “€45,990” ‘n’ more…');
  });

  it('drops emoji and their joiners, and scripts it cannot draw', () => {
    expect(standardFontText('Family 👨‍👩‍👧 car 🚗 ✨ 丰田', helvetica)).toBe('Family car');
  });

  it('takes the accent off letters WinAnsi lacks, and uses look-alikes for Ł and the minus sign', () => {
    expect(standardFontText('Dvořák Łódź −5%', helvetica)).toBe('Dvorák Lódz -5%');
  });

  it('spells out compatibility characters such as ligatures', () => {
    expect(standardFontText('ﬁnance', helvetica)).toBe('finance');
  });

  it('puts everything on one line: line breaks and tabs become one space, and the ends are trimmed', () => {
    expect(standardFontText('  One owner,\n\tfull  history \u2028 ', helvetica)).toBe('One owner, full history');
  });

  it('keeps what pdf-lib can encode: encoding the result never throws', async () => {
    const font = await (await PDFDocument.create()).embedFont(StandardFonts.HelveticaBold);
    const text = standardFontText('Ünïcödé 🚙 Ђ Ω ₹ ☃ Ţ ß', helvetica);
    expect(() => font.encodeText(text)).not.toThrow();
    expect(() => font.encodeText('🚙')).toThrow();
  });
});
