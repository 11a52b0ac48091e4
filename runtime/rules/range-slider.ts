/**
 * Spec (search and favourites, §5): price, km and year slider — default range
 * 0 to 100000 unless facet stats apply; step is one hundredth of the range;
 * price and km values snap to the nearest 1000; the min cannot exceed the
 * max; values outside the range are ignored (logged only); slider updates are
 * debounced 400 ms, text search 300 ms. §8 gives the two log texts.
 * Spec (detail, finance, forms, locations, §5 and §9): the budget price
 * slider steps by 500 between 5000 and 250000, and its lower thumb must stay
 * below the upper; "price fallback max 100000 when unknown". The slider keeps
 * its 5000 to 250000 reach; its upper thumb starts at the dearest car's
 * price, or at 100000 when no price is known.
 */
export const DEFAULT_SLIDER_RANGE: Readonly<SliderRange> = Object.freeze({ min: 0, max: 100_000 });
export const SLIDER_STEPS_PER_RANGE = 100;
export const SLIDER_SNAP = 1000;
export const SNAPPED_SLIDER_FIELDS = ['price', 'km'] as const;
export const SLIDER_DEBOUNCE_MS = 400;
export const TEXT_SEARCH_DEBOUNCE_MS = 300;
export const BELOW_RANGE_MINIMUM_MESSAGE = 'Cannot refine below the range minimum';
export const ABOVE_RANGE_MAXIMUM_MESSAGE = 'Cannot refine above the range maximum';
export const BUDGET_SLIDER: Readonly<BudgetSlider> = Object.freeze({ min: 5000, max: 250_000, step: 500 });
export const BUDGET_SLIDER_UNKNOWN_PRICE_MAX = 100_000;

export type SliderField = 'price' | 'km' | 'year';
export interface SliderRange {
  min: number;
  max: number;
}
/** A refinement; a side left undefined is open. */
export interface RangeRefinement {
  min?: number;
  max?: number;
}
export interface BudgetSlider extends SliderRange {
  step: number;
}
/** Console fits; the rule only reports, it never throws at a visitor's drag. */
export interface RangeLogger {
  warn(message: string): void;
}

/**
 * The facet stats apply when they describe a real span; a single-valued or
 * missing stat would give a zero-width slider, so the default range is used.
 */
export function sliderRange(facetStats?: Partial<SliderRange>): Readonly<SliderRange> {
  const min = facetStats?.min;
  const max = facetStats?.max;
  if (min === undefined || max === undefined || !Number.isFinite(min) || !Number.isFinite(max) || max <= min) {
    return DEFAULT_SLIDER_RANGE;
  }
  return { min, max };
}

export function sliderStep(range: SliderRange): number {
  return (range.max - range.min) / SLIDER_STEPS_PER_RANGE;
}

/** Price and km snap to the nearest 1000 (half rounds up); year is left as it is. */
export function snapSliderValue(field: SliderField, value: number): number {
  return (SNAPPED_SLIDER_FIELDS as readonly SliderField[]).includes(field) ? Math.round(value / SLIDER_SNAP) * SLIDER_SNAP : value;
}

/** A min above the max is held at the max. */
function minAtMostMax(refinement: RangeRefinement): RangeRefinement {
  if (refinement.min !== undefined && refinement.max !== undefined && refinement.min > refinement.max) refinement.min = refinement.max;
  return refinement;
}

/**
 * The sides of a requested range that lie inside the range, as they were
 * asked: a value outside it is ignored (that side stays open) and logged; the
 * range ends themselves are inside. The rule for a range written in the
 * address as much as for a thumb, so a search never applies a bound the
 * slider could not show.
 */
export function sidesInsideRange(requested: RangeRefinement, range: SliderRange, logger: RangeLogger): RangeRefinement {
  const inside: RangeRefinement = {};
  for (const side of ['min', 'max'] as const) {
    const value = requested[side];
    if (value === undefined || Number.isNaN(value)) continue;
    if (value < range.min) logger.warn(BELOW_RANGE_MINIMUM_MESSAGE);
    else if (value > range.max) logger.warn(ABOVE_RANGE_MAXIMUM_MESSAGE);
    else inside[side] = value;
  }
  return minAtMostMax(inside);
}

/**
 * The refinement to apply for the values a slider asks for: the sides inside
 * the range (sidesInsideRange), snapped. Snapping may carry a value just past
 * an end, so it is held at the end.
 */
export function refineRange(field: SliderField, requested: RangeRefinement, range: SliderRange, logger: RangeLogger): RangeRefinement {
  const refinement: RangeRefinement = {};
  const inside = sidesInsideRange(requested, range, logger);
  for (const side of ['min', 'max'] as const) {
    const value = inside[side];
    if (value !== undefined) refinement[side] = Math.min(range.max, Math.max(range.min, snapSliderValue(field, value)));
  }
  return minAtMostMax(refinement);
}

export type BudgetThumb = 'lower' | 'upper';

/**
 * Moves one thumb of the budget slider: the value is held inside the slider
 * and put on a step, and the moved thumb stops one step short of the other,
 * so the lower always stays below the upper.
 */
export function moveBudgetThumb(
  values: readonly [lower: number, upper: number],
  thumb: BudgetThumb,
  value: number,
  slider: Readonly<BudgetSlider> = BUDGET_SLIDER,
): [lower: number, upper: number] {
  const onStep = (v: number) => slider.min + Math.round((Math.min(slider.max, Math.max(slider.min, v)) - slider.min) / slider.step) * slider.step;
  const [lower, upper] = values;
  if (thumb === 'lower') return [Math.min(onStep(value), upper - slider.step), upper];
  return [lower, Math.max(onStep(value), lower + slider.step)];
}

/**
 * Where the budget slider's thumbs start: the lower at the slider's start,
 * the upper at the dearest car's price put up to the next step (so that car
 * is in the range), or at 100000 when the price is unknown.
 */
export function budgetSliderStart(dearestPrice: number | undefined, slider: Readonly<BudgetSlider> = BUDGET_SLIDER): [lower: number, upper: number] {
  const known = dearestPrice !== undefined && Number.isFinite(dearestPrice) && dearestPrice > 0;
  const upper = known ? slider.min + Math.ceil((dearestPrice - slider.min) / slider.step) * slider.step : BUDGET_SLIDER_UNKNOWN_PRICE_MAX;
  return moveBudgetThumb([slider.min, slider.max], 'upper', upper, slider);
}

/** The prices the thumbs search: an upper thumb at the slider's end leaves the top open, so dearer cars are found too. */
export function budgetSliderRange([lower, upper]: readonly [number, number], slider: Readonly<BudgetSlider> = BUDGET_SLIDER): RangeRefinement {
  return upper >= slider.max ? { min: lower } : { min: lower, max: upper };
}
