import { MAKE_MODEL_SEPARATOR, type SearchFacet } from '../../../schemas/api/search-words';
import type { SearchRefinements } from '../../data-access';
import type { NumericRange, RangeFilter } from '../../rules/search-query-string';
import { bandsNamed, PRICE_RANGE_BANDS, WEEKLY_PRICE_RANGE_BANDS } from './price-ranges';
import { NO_VALUE, type StockIndex } from './stock-index';

/**
 * One filter's test of a car (by its place in the index). `countedWithout`
 * names the facets and stats whose counts leave it out: the filter's own,
 * and for make and model together both of them.
 */
export interface FilterTest {
  filter: SearchFacet | RangeFilter;
  countedWithout: readonly (SearchFacet | RangeFilter)[];
  passes: (car: number) => boolean;
}

/** NUL never occurs in stored text, so a value holding it is matched without it. */
const withoutNul = (values: readonly string[]) => values.map((value) => value.replaceAll('\u0000', ''));

/** Which of the facet's values a list filter accepts. */
function acceptedValues(filter: SearchFacet, values: readonly string[]): (value: string) => boolean {
  switch (filter) {
    case 'price_range':
    case 'weekly_price_range': {
      const bands = new Set(bandsNamed(values, filter === 'price_range' ? PRICE_RANGE_BANDS : WEEKLY_PRICE_RANGE_BANDS).map((band) => band.value));
      return (value) => bands.has(value);
    }
    case 'seats': {
      // Seats compare as numbers, so "05" is 5; anything else names no seat count.
      const seats = new Set(values.filter((value) => /^\d{1,4}$/.test(value)).map(Number));
      return (value) => seats.has(Number(value));
    }
    default: {
      const wanted = new Set(withoutNul(values));
      return (value) => wanted.has(value);
    }
  }
}

/** A list filter: the car has any of the values (one filter's values widen the search). */
export function listFilterTest(index: StockIndex, filter: SearchFacet, values: readonly string[]): FilterTest {
  const column = index.facets[filter];
  const accepts = acceptedValues(filter, values);
  // Position 0 is "no value", which no filter value names.
  const accepted = Uint8Array.from(column.values, (value, position) => Number(position !== NO_VALUE && accepts(value)));
  const { start, codes, single } = column;
  const countedWithout = [filter];
  if (single) return { filter, countedWithout, passes: (car) => accepted[single[car]] === 1 };
  return {
    filter,
    countedWithout,
    passes: (car) => {
      for (let at = start[car]; at < start[car + 1]; at++) if (accepted[codes[at]]) return true;
      return false;
    },
  };
}

/**
 * A range filter, open on a side left out and including its ends. A car
 * without a value is outside any range, and a price of 0 is no price (spec:
 * it shows the no-price text), so a price range leaves those cars out too.
 */
export function rangeFilterTest(index: StockIndex, filter: RangeFilter, range: NumericRange): FilterTest {
  const amounts = index.numbers[filter];
  const min = range.min ?? Number.NEGATIVE_INFINITY;
  const max = range.max ?? Number.POSITIVE_INFINITY;
  const floor = filter === 'price' ? 0 : Number.NEGATIVE_INFINITY;
  // NaN (no value) fails every comparison.
  return { filter, countedWithout: [filter], passes: (car) => amounts[car] >= min && amounts[car] <= max && amounts[car] > floor };
}

/**
 * Makes and models chosen together, as one filter: a car of a chosen make
 * passes unless models of that make are chosen, then only those models do.
 * So Ford with Ranger, and Toyota, is every Ranger and every Toyota; and
 * both facets are counted without it, so choosing Ranger leaves every other
 * make on offer with its count (a refinement that widens, like two makes).
 */
export function makeAndModelTest(index: StockIndex, makes: readonly string[], makeModels: readonly string[]): FilterTest {
  const makesNarrowedToModels = new Set(makeModels.map((value) => value.split(MAKE_MODEL_SEPARATOR)[0]));
  const wholeMakes = listFilterTest(
    index,
    'make',
    makes.filter((make) => !makesNarrowedToModels.has(make)),
  );
  const models = listFilterTest(index, 'make_model', makeModels);
  return { filter: 'make', countedWithout: ['make', 'make_model'], passes: (car) => wholeMakes.passes(car) || models.passes(car) };
}

const MAKE_AND_MODEL: readonly SearchFacet[] = ['make', 'make_model'];

/** Every filter of the refinements, each named by its filter. */
export function refinementTests(index: StockIndex, refinements: SearchRefinements): FilterTest[] {
  const tests: FilterTest[] = [];
  const { make = [], make_model: makeModels = [] } = refinements.lists;
  if (make.length > 0 || makeModels.length > 0) tests.push(makeAndModelTest(index, make, makeModels));
  for (const [filter, values] of Object.entries(refinements.lists) as [SearchFacet, readonly string[] | undefined][]) {
    if (values?.length && !MAKE_AND_MODEL.includes(filter)) tests.push(listFilterTest(index, filter, values));
  }
  for (const [filter, range] of Object.entries(refinements.ranges) as [RangeFilter, NumericRange | undefined][]) {
    if (range && (range.min !== undefined || range.max !== undefined)) tests.push(rangeFilterTest(index, filter, range));
  }
  return tests;
}
