import { describe, expect, it, vi } from 'vitest';
import {
  ABOVE_RANGE_MAXIMUM_MESSAGE,
  BELOW_RANGE_MINIMUM_MESSAGE,
  BUDGET_SLIDER,
  BUDGET_SLIDER_UNKNOWN_PRICE_MAX,
  budgetSliderRange,
  budgetSliderStart,
  DEFAULT_SLIDER_RANGE,
  moveBudgetThumb,
  refineRange,
  sidesInsideRange,
  SLIDER_DEBOUNCE_MS,
  sliderRange,
  sliderStep,
  snapSliderValue,
  TEXT_SEARCH_DEBOUNCE_MS,
} from './range-slider';

const logger = () => ({ warn: vi.fn<(message: string) => void>() });
const range = { min: 0, max: 100_000 };

describe('spec search §5: default slider range 0 to 100000 unless facet stats apply', () => {
  it('uses 0 to 100000 without facet stats', () => {
    expect(DEFAULT_SLIDER_RANGE).toEqual({ min: 0, max: 100_000 });
    expect(sliderRange()).toEqual({ min: 0, max: 100_000 });
    expect(sliderRange({ min: 5000 })).toEqual({ min: 0, max: 100_000 });
  });

  it('uses the facet stats when they span a range', () => {
    expect(sliderRange({ min: 5000, max: 85_000 })).toEqual({ min: 5000, max: 85_000 });
    expect(sliderRange({ min: 5000, max: 5001 })).toEqual({ min: 5000, max: 5001 });
  });

  it('falls back to the default for a zero-width or reversed span', () => {
    expect(sliderRange({ min: 5000, max: 5000 })).toEqual(DEFAULT_SLIDER_RANGE);
    expect(sliderRange({ min: 9000, max: 5000 })).toEqual(DEFAULT_SLIDER_RANGE);
  });
});

describe('spec search §5: step is one hundredth of the range', () => {
  it('steps 1000 over the default range and 500 over 5000 to 55000', () => {
    expect(sliderStep(DEFAULT_SLIDER_RANGE)).toBe(1000);
    expect(sliderStep({ min: 5000, max: 55_000 })).toBe(500);
    expect(sliderStep({ min: 2010, max: 2020 })).toBe(0.1);
  });
});

describe('spec search §5: price and km values snap to the nearest 1000', () => {
  it('snaps 1499 down and 1500 up for price and km', () => {
    expect(snapSliderValue('price', 1499)).toBe(1000);
    expect(snapSliderValue('price', 1500)).toBe(2000);
    expect(snapSliderValue('km', 24_499)).toBe(24_000);
    expect(snapSliderValue('km', 24_500)).toBe(25_000);
  });

  it('leaves year values alone', () => {
    expect(snapSliderValue('year', 2019)).toBe(2019);
  });
});

describe('spec search §5/§8: values outside the range are ignored, with the log texts', () => {
  it('accepts the range ends themselves without logging', () => {
    const log = logger();
    expect(refineRange('price', { min: 0, max: 100_000 }, range, log)).toEqual({ min: 0, max: 100_000 });
    expect(log.warn).not.toHaveBeenCalled();
  });

  it('ignores a min one below the range minimum and logs "Cannot refine below the range minimum"', () => {
    const log = logger();
    expect(refineRange('year', { min: 1999, max: 2015 }, { min: 2000, max: 2020 }, log)).toEqual({ max: 2015 });
    expect(log.warn).toHaveBeenCalledExactlyOnceWith('Cannot refine below the range minimum');
    expect(BELOW_RANGE_MINIMUM_MESSAGE).toBe('Cannot refine below the range minimum');
  });

  it('ignores a max one above the range maximum and logs "Cannot refine above the range maximum"', () => {
    const log = logger();
    expect(refineRange('year', { min: 2005, max: 2021 }, { min: 2000, max: 2020 }, log)).toEqual({ min: 2005 });
    expect(log.warn).toHaveBeenCalledExactlyOnceWith('Cannot refine above the range maximum');
    expect(ABOVE_RANGE_MAXIMUM_MESSAGE).toBe('Cannot refine above the range maximum');
  });

  it('snaps accepted price values, holding a snapped value inside the range', () => {
    const log = logger();
    expect(refineRange('price', { min: 12_345, max: 67_890 }, range, log)).toEqual({ min: 12_000, max: 68_000 });
    expect(refineRange('price', { max: 99_700 }, { min: 0, max: 99_700 }, log)).toEqual({ max: 99_700 });
    expect(log.warn).not.toHaveBeenCalled();
  });

  it('leaves both sides open when nothing is asked for', () => {
    expect(refineRange('km', {}, range, logger())).toEqual({});
  });
});

describe('spec search §5/§8: a range written in the address is held to the same range, unsnapped', () => {
  it('keeps the sides inside the range as written, ignores and logs the ones outside', () => {
    const range = { min: 5000, max: 105_000 };
    const log = logger();
    expect(sidesInsideRange({ min: 12_345, max: 67_890 }, range, log)).toEqual({ min: 12_345, max: 67_890 });
    expect(log.warn).not.toHaveBeenCalled();
    expect(sidesInsideRange({ min: 1, max: 99_999_999 }, range, log)).toEqual({});
    expect(log.warn).toHaveBeenCalledWith(BELOW_RANGE_MINIMUM_MESSAGE);
    expect(log.warn).toHaveBeenCalledWith(ABOVE_RANGE_MAXIMUM_MESSAGE);
    expect(sidesInsideRange({ min: 200_000 }, range, logger())).toEqual({});
    expect(sidesInsideRange({ min: 5000, max: 105_000 }, range, logger())).toEqual({ min: 5000, max: 105_000 });
  });
});

describe('spec search §5: the min cannot exceed the max', () => {
  it('keeps equal values, and holds a min above the max at the max', () => {
    expect(refineRange('year', { min: 2015, max: 2015 }, { min: 2000, max: 2020 }, logger())).toEqual({ min: 2015, max: 2015 });
    expect(refineRange('year', { min: 2016, max: 2015 }, { min: 2000, max: 2020 }, logger())).toEqual({ min: 2015, max: 2015 });
  });
});

describe('spec search §5: slider updates debounced 400 ms, text search 300 ms', () => {
  it('names the two delays', () => {
    expect(SLIDER_DEBOUNCE_MS).toBe(400);
    expect(TEXT_SEARCH_DEBOUNCE_MS).toBe(300);
  });
});

describe('spec detail §5/§9: budget price slider step 500 from 5000 to 250000; the lower thumb stays below the upper', () => {
  it('has the spec defaults', () => {
    expect(BUDGET_SLIDER).toEqual({ min: 5000, max: 250_000, step: 500 });
  });

  it('puts a thumb on the nearest 500 step', () => {
    expect(moveBudgetThumb([5000, 250_000], 'lower', 20_249)).toEqual([20_000, 250_000]);
    expect(moveBudgetThumb([5000, 250_000], 'lower', 20_250)).toEqual([20_500, 250_000]);
  });

  it('holds thumbs inside 5000 to 250000', () => {
    expect(moveBudgetThumb([20_000, 60_000], 'lower', 4000)).toEqual([5000, 60_000]);
    expect(moveBudgetThumb([20_000, 60_000], 'upper', 300_000)).toEqual([20_000, 250_000]);
  });

  it('lets the lower thumb reach one step below the upper, but not the upper itself', () => {
    expect(moveBudgetThumb([20_000, 60_000], 'lower', 59_500)).toEqual([59_500, 60_000]);
    expect(moveBudgetThumb([20_000, 60_000], 'lower', 60_000)).toEqual([59_500, 60_000]);
    expect(moveBudgetThumb([20_000, 60_000], 'lower', 80_000)).toEqual([59_500, 60_000]);
  });

  it('lets the upper thumb reach one step above the lower, but not the lower itself', () => {
    expect(moveBudgetThumb([20_000, 60_000], 'upper', 20_500)).toEqual([20_000, 20_500]);
    expect(moveBudgetThumb([20_000, 60_000], 'upper', 20_000)).toEqual([20_000, 20_500]);
    expect(moveBudgetThumb([20_000, 60_000], 'upper', 10_000)).toEqual([20_000, 20_500]);
  });
});

describe('spec detail §9: budget slider price fallback max 100000 when unknown', () => {
  it('starts the upper thumb at 100000 when no price is known', () => {
    expect(BUDGET_SLIDER_UNKNOWN_PRICE_MAX).toBe(100_000);
    expect(budgetSliderStart(undefined)).toEqual([5000, 100_000]);
    expect(budgetSliderStart(0)).toEqual([5000, 100_000]);
    expect(budgetSliderStart(Number.NaN)).toEqual([5000, 100_000]);
  });

  it('starts the upper thumb at the dearest price, put up to the next 500 so that car is in range', () => {
    expect(budgetSliderStart(84_990)).toEqual([5000, 85_000]);
    expect(budgetSliderStart(85_000)).toEqual([5000, 85_000]);
    expect(budgetSliderStart(85_001)).toEqual([5000, 85_500]);
  });

  it('holds the start inside the slider, the upper above the lower', () => {
    expect(budgetSliderStart(400_000)).toEqual([5000, 250_000]);
    expect(budgetSliderStart(3000)).toEqual([5000, 5500]);
  });

  it('searches the thumbs’ prices, leaving the top open when the upper thumb is at 250000', () => {
    expect(budgetSliderRange([5000, 85_000])).toEqual({ min: 5000, max: 85_000 });
    expect(budgetSliderRange([20_000, 250_000])).toEqual({ min: 20_000 });
  });
});
