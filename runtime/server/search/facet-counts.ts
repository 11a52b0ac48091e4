import { SEARCH_FACET_STATS, SEARCH_FACETS, type SearchFacet, type SearchFacetStat } from '../../../schemas/api/search-words';
import type { FilterTest } from './search-conditions';
import { NO_VALUE, type StockIndex } from './stock-index';

export interface FacetCount {
  value: string;
  count: number;
}

export interface FacetCountsResult {
  /** The cars matching every filter, in index order. */
  matched: Int32Array;
  counts: Record<SearchFacet, FacetCount[]>;
  stats: Partial<Record<SearchFacetStat, { min: number; max: number }>>;
}

const STAT_FILTERS: ReadonlySet<string> = new Set(SEARCH_FACET_STATS);

class StatRange {
  min = Number.POSITIVE_INFINITY;
  max = Number.NEGATIVE_INFINITY;
  add(amount: number): void {
    // NaN (no value) is skipped by both comparisons.
    if (amount < this.min) this.min = amount;
    if (amount > this.max) this.max = amount;
  }
  get range() {
    return this.min <= this.max ? { min: this.min, max: this.max } : undefined;
  }
}

/**
 * Disjunctive facet counts and stats in one pass over the candidates (the
 * cars every fixed condition keeps). A facet or stat with a selection is
 * counted as if that selection were not made (a shopper who picked Toyota
 * still sees how many Mazdas there are; a slider keeps its full reach), so a
 * car failing exactly one filter still counts, for that filter's own facet
 * or stat only (for make and model together, both: search-conditions.ts). A price of 0 is no price, so it is not the price minimum.
 */
export function countFacets(index: StockIndex, candidates: Int32Array, tests: readonly FilterTest[]): FacetCountsResult {
  const rows = index.facetRows;
  const width = rows.facets.length;
  const rowCodes = rows.codes;
  const oneValueTallies = new Int32Array(rows.tallies);
  const listFacets = SEARCH_FACETS.filter((facet) => !index.facets[facet].single);
  // The list facets' columns and tallies side by side, read by position in the loop below (a Map lookup per car costs more than the count).
  const listStarts = listFacets.map((facet) => index.facets[facet].start);
  const listCodes = listFacets.map((facet) => index.facets[facet].codes);
  const listTallies = listFacets.map((facet) => new Int32Array(index.facets[facet].values.length));
  const stats = Object.fromEntries(SEARCH_FACET_STATS.map((stat) => [stat, new StatRange()])) as Record<SearchFacetStat, StatRange>;
  const { price, km, year } = index.numbers;
  const matched = new Int32Array(candidates.length);
  let matchedCount = 0;
  // The matching cars' stats, kept in locals while counting (NaN, no value, fails both comparisons).
  let priceMin = Number.POSITIVE_INFINITY;
  let priceMax = Number.NEGATIVE_INFINITY;
  let kmMin = Number.POSITIVE_INFINITY;
  let kmMax = Number.NEGATIVE_INFINITY;
  let yearMin = Number.POSITIVE_INFINITY;
  let yearMax = Number.NEGATIVE_INFINITY;

  const tallyList = (nth: number, car: number) => {
    const start = listStarts[nth];
    const codes = listCodes[nth];
    const tallies = listTallies[nth];
    for (let at = start[car]; at < start[car + 1]; at++) tallies[codes[at]]++;
  };
  // What a car failing only test t still counts, worked out once per search rather than once per car.
  const countedWithout = tests.map((test) =>
    test.countedWithout.map((name): ((car: number) => void) => {
      if (STAT_FILTERS.has(name)) {
        const stat = name as SearchFacetStat;
        const amounts = index.numbers[stat];
        return (car) => {
          if (stat !== 'price' || amounts[car] > 0) stats[stat].add(amounts[car]);
        };
      }
      const row = rows.facets.indexOf(name as SearchFacet);
      if (row >= 0) return (car) => oneValueTallies[rowCodes[car * width + row]]++;
      const list = listFacets.indexOf(name as SearchFacet);
      return list >= 0 ? (car) => tallyList(list, car) : () => {};
    }),
  );
  const testCount = tests.length;

  for (let nth = 0; nth < candidates.length; nth++) {
    const car = candidates[nth];
    let failed = -1;
    let failures = 0;
    for (let t = 0; t < testCount && failures < 2; t++) {
      if (!tests[t].passes(car)) {
        failed = t;
        failures++;
      }
    }
    if (failures === 0) {
      matched[matchedCount++] = car;
      const base = car * width;
      for (let f = 0; f < width; f++) oneValueTallies[rowCodes[base + f]]++;
      for (let list = 0; list < listTallies.length; list++) tallyList(list, car);
      const amount = price[car];
      if (amount > 0) {
        if (amount < priceMin) priceMin = amount;
        if (amount > priceMax) priceMax = amount;
      }
      const distance = km[car];
      if (distance < kmMin) kmMin = distance;
      if (distance > kmMax) kmMax = distance;
      const made = year[car];
      if (made < yearMin) yearMin = made;
      if (made > yearMax) yearMax = made;
    } else if (failures === 1) {
      for (const count of countedWithout[failed]) count(car);
    }
  }
  for (const [stat, min, max] of [
    ['price', priceMin, priceMax],
    ['km', kmMin, kmMax],
    ['year', yearMin, yearMax],
  ] as const) {
    if (min <= max) {
      stats[stat].add(min);
      stats[stat].add(max);
    }
  }

  const tallyOf = (facet: SearchFacet): ArrayLike<number> => {
    const nth = rows.facets.indexOf(facet);
    if (nth < 0) return listTallies[listFacets.indexOf(facet)];
    return oneValueTallies.subarray(rows.offsets[nth], rows.offsets[nth] + index.facets[facet].values.length);
  };
  const counts = Object.fromEntries(
    SEARCH_FACETS.map((facet) => {
      const { values } = index.facets[facet];
      const tallies = tallyOf(facet);
      const items: FacetCount[] = [];
      for (let position = 0; position < values.length; position++) {
        if (position !== NO_VALUE && tallies[position] > 0) items.push({ value: values[position], count: tallies[position] });
      }
      return [facet, items];
    }),
  ) as Record<SearchFacet, FacetCount[]>;
  const ranges = Object.fromEntries(SEARCH_FACET_STATS.flatMap((stat) => (stats[stat].range ? [[stat, stats[stat].range]] : []))) as FacetCountsResult['stats'];
  return { matched: matched.slice(0, matchedCount), counts, stats: ranges };
}
