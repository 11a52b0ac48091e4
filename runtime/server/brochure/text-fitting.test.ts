import { PDFDocument, StandardFonts } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { fitLine, type TextStyle, textWidth, wrapLines } from './text-fitting';

let style: TextStyle;

beforeAll(async () => {
  style = { font: await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica), size: 10 };
});

describe('fitting text to the sheet', () => {
  it('leaves a line that fits, even one exactly as wide as the room', () => {
    const width = textWidth('Glacier White', style);
    expect(fitLine('Glacier White', style, width)).toBe('Glacier White');
  });

  it('cuts a line a little too wide with an ellipsis, within the width', () => {
    const width = textWidth('Glacier White', style) - 0.01;
    const fitted = fitLine('Glacier White', style, width);
    expect(fitted).toMatch(/…$/);
    expect(textWidth(fitted, style)).toBeLessThanOrEqual(width);
  });

  it('draws nothing where not even an ellipsis fits, and makes text drawable first', () => {
    expect(fitLine('Glacier White', style, 1)).toBe('');
    expect(fitLine('Ice 🧊 White', style, 500)).toBe('Ice White');
  });

  it('wraps at spaces within the width and ends the last allowed line with an ellipsis', () => {
    const width = textWidth('Ascent Sport Hybrid', style);
    expect(wrapLines('Ascent Sport Hybrid', style, width, 1)).toEqual(['Ascent Sport Hybrid']);
    const wrapped = wrapLines('Ascent Sport Hybrid Limited Edition Pack', style, width, 3);
    expect(wrapped).toEqual(['Ascent Sport Hybrid', 'Limited Edition', 'Pack']);
    for (const line of wrapped) expect(textWidth(line, style)).toBeLessThanOrEqual(width);
    const cut = wrapLines('Ascent Sport Hybrid Limited Edition Pack', style, width, 1);
    expect(cut).toHaveLength(1);
    expect(cut[0]).toMatch(/^Ascent Sport.*…$/);
    expect(textWidth(cut[0], style)).toBeLessThanOrEqual(width);
  });

  it('cuts a single word wider than the line', () => {
    const [line] = wrapLines('JTNB23HE30J012345JTNB23HE30J012345', style, 60, 2);
    expect(line).toMatch(/…$/);
    expect(textWidth(line, style)).toBeLessThanOrEqual(60);
  });
});
