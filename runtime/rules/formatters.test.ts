import { describe, expect, it, vi } from 'vitest';
import { madeOnFirstUse, roundedDigits, SITE_LOCALE, wholeNumberText } from './formatters';

describe('formatters: made on first use, whole numbers grouped without Intl', () => {
  it('makes the formatter at the first call, not before, and once', () => {
    const make = vi.fn(() => new Intl.NumberFormat(SITE_LOCALE));
    const formatter = madeOnFirstUse(make);
    expect(make).not.toHaveBeenCalled();
    expect(formatter().format(1234)).toBe('1,234');
    expect(formatter()).toBe(formatter());
    expect(make).toHaveBeenCalledTimes(1);
  });

  it('writes every whole number as Intl.NumberFormat("en-AU") does, at each grouping boundary', () => {
    const intl = new Intl.NumberFormat(SITE_LOCALE, { maximumFractionDigits: 0 });
    const amounts = [0, 1, 9, 10, 99, 100, 999, 1000, 1001, 9999, 10_000, 99_999, 100_000, 999_999, 1_000_000, 12_345_678, 987_654_321, Number.MAX_SAFE_INTEGER];
    for (const amount of [...amounts, ...amounts.map((amount) => -amount)]) expect(wholeNumberText(amount)).toBe(intl.format(amount));
  });

  it('rounds a fraction, and anything past a safe integer, as Intl does', () => {
    const intl = new Intl.NumberFormat(SITE_LOCALE, { maximumFractionDigits: 0 });
    for (const amount of [0.5, 1.5, 2.5, -2.5, 1234.4999, 1234.5, 99_999.9, 2 ** 60]) expect(wholeNumberText(amount)).toBe(intl.format(amount));
  });

  it('rounds to a number of decimals as Intl does (the shortest decimal, halves up), where toFixed would not', () => {
    for (const places of [0, 1, 2, 3]) {
      const intl = new Intl.NumberFormat(SITE_LOCALE, { minimumFractionDigits: places, maximumFractionDigits: places, useGrouping: false });
      for (const amount of [0, 1e-7, 0.004, 0.005, 0.125, 1.005, 2.675, 0.5, 1.5, 2.5, 999_999.995, 123_456.789_5, 1e14 + 0.25]) {
        const digits = roundedDigits(amount, places);
        expect(digits && [digits.whole, digits.fraction].filter(Boolean).join('.')).toBe(intl.format(amount));
      }
    }
    expect((999_999.995).toFixed(2)).toBe('999999.99');
    expect(roundedDigits(1e15, 2)).toBeUndefined();
    expect(roundedDigits(-1, 2)).toBeUndefined();
    expect(roundedDigits(Number.NaN, 2)).toBeUndefined();
  });
});
