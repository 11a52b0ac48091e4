import { afterEach, describe, expect, it, vi } from 'vitest';
import { ABOVE_RANGE_MAXIMUM_MESSAGE, DEFAULT_SLIDER_RANGE } from '../../runtime/rules/range-slider';
import { refinementFor, stepFor, thumbValues } from './RangeFilter.client';

afterEach(() => vi.restoreAllMocks());

describe('range sliders (spec search §5)', () => {
  const range = { min: 5000, max: 105_000 };

  it('the step is a hundredth of the range; a year moves by whole years', () => {
    expect(stepFor('price', range)).toBe(1000);
    expect(stepFor('km', DEFAULT_SLIDER_RANGE)).toBe(1000);
    expect(stepFor('year', { min: 2015, max: 2026 })).toBe(1);
  });

  it('a thumb at its end leaves that side open; price and km snap to the nearest 1000', () => {
    expect(refinementFor('price', [5000, 105_000], range)).toEqual({});
    expect(refinementFor('price', [12_400, 105_000], range)).toEqual({ min: 12_000 });
    expect(refinementFor('km', [0, 48_600], DEFAULT_SLIDER_RANGE)).toEqual({ max: 49_000 });
    expect(refinementFor('year', [2018, 2026], { min: 2015, max: 2026 })).toEqual({ min: 2018 });
  });

  it("the thumbs show a refinement, held inside the range; a value outside it is ignored with the spec's log text", () => {
    expect(thumbValues({ min: 20_000 }, range)).toEqual([20_000, 105_000]);
    expect(thumbValues({ min: 1000, max: 900_000 }, range)).toEqual([5000, 105_000]);
    // Past the top is ignored, as the search ignores it: the thumb stays at its own end.
    expect(thumbValues({ min: 200_000 }, range)).toEqual([5000, 105_000]);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(refinementFor('price', [6000, 104_000], { min: 0, max: 100_000 })).toEqual({ min: 6000 });
    expect(warn).toHaveBeenCalledWith(ABOVE_RANGE_MAXIMUM_MESSAGE);
  });
});
