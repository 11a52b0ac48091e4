import { SEARCH_FACET_STATS, SEARCH_FACETS, type SearchFacet, type SearchFacetStat } from '../../../schemas/api/search';
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
  const listTallies = new Map(listFacets.map((facet) => [facet, new Int32Array(index.facets[facet].values.length)]));
  const stats = Object.fromEntries(SEARCH_FACET_STATS.map((stat) => [stat, new StatRange()])) as Record<SearchFacetStat, StatRange>;
  const { price, km, year } = index.numbers;
  const matched = new Int32Array(candidates.length);
  let matchedCount = 0;

  const tallyList = (facet: SearchFacet, car: number) => {
    const { start, codes } = index.facets[facet];
    const tallies = listTallies.get(facet) as Int32Array;
    for (let at = start[car]; at < start[car + 1]; at++) tallies[codes[at]]++;
  };
  const tallyOne = (facet: SearchFacet, car: number) => {
    const nth = rows.facets.indexOf(facet);
    if (nth >= 0) oneValueTallies[rowCodes[car * width + nth]]++;
    else if (listTallies.has(facet)) tallyList(facet, car);
  };

  for (let nth = 0; nth < candidates.length; nth++) {
    const car = candidates[nth];
    let failed: FilterTest | undefined;
    let failures = 0;
    for (let t = 0; t < tests.length && failures < 2; t++) {
      if (!tests[t].passes(car)) {
        failed = tests[t];
        failures++;
      }
    }
    if (failures === 0) {
      matched[matchedCount++] = car;
      const base = car * width;
      for (let f = 0; f < width; f++) oneValueTallies[rowCodes[base + f]]++;
      for (const facet of listFacets) tallyList(facet, car);
      if (price[car] > 0) stats.price.add(price[car]);
      stats.km.add(km[car]);
      stats.year.add(year[car]);
    } else if (failures === 1 && failed !== undefined) {
      for (const name of failed.countedWithout) {
        if (STAT_FILTERS.has(name)) {
          const amount = index.numbers[name as SearchFacetStat][car];
          if (name !== 'price' || amount > 0) stats[name as SearchFacetStat].add(amount);
        } else tallyOne(name as SearchFacet, car);
      }
    }
  }

  const tallyOf = (facet: SearchFacet): ArrayLike<number> => {
    const nth = rows.facets.indexOf(facet);
    if (nth < 0) return listTallies.get(facet) as Int32Array;
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
