import { performance } from 'node:perf_hooks';
import type { Kysely } from 'kysely';
import { SEARCH_FACETS, type FacetItem, type SearchAnswer, type SearchFacet } from '../../../schemas/api/search';
import type { SearchOptions, SearchSettings, SiteScope } from '../../data-access';
import { displayedResultCount } from '../../rules/result-count';
import { HITS_PER_PAGE, type SearchState } from '../../rules/search-query-string';
import type { Database } from '../db/types';
import { carCardsByIds } from '../repositories/cars';
import { countFacets } from './facet-counts';
import { facetItems } from './facets';
import { rangesInsideStock } from './ranges-inside-stock';
import { refinementTests } from './search-conditions';
import { excludesUnpricedCars, pageOfHits } from './search-order';
import { currentStockIndex } from './stock-index';
import { textScores } from './text-index';
import { visibleCars } from './visible-stock';

/** Further than any shopper pages; past the last page the answer simply has no hits. */
export const MAX_SEARCH_OFFSET = 1_000_000_000;

/**
 * Faceted vehicle search (spec search §3 and §7) over the stock index, the
 * searchable columns of the stock held in memory (stock-index.ts says why).
 * Filters narrow across filters and widen within one, and each facet is
 * counted as if its own selection were not made (disjunctive facets), so a
 * shopper who picked Toyota still sees how many Mazdas there are; make and
 * model are one such filter (a model narrows its own make only, and both
 * facets are counted without them). The same
 * goes for the price, km and year stats: the slider keeps its full range
 * while one end is dragged. The page's fixed filters and the text query
 * always apply. A price, km or year range outside what its slider can show
 * is held inside it (ranges-inside-stock.ts).
 *
 * Database work per search: the stock version, and the page's cards by id.
 */
export async function searchCars(db: Kysely<Database>, scope: SiteScope, settings: SearchSettings, state: SearchState, options: SearchOptions = {}): Promise<SearchAnswer> {
  const started = performance.now();
  const now = options.now ?? new Date();
  const hitsPerPage = options.hitsPerPage ?? HITS_PER_PAGE;
  const offset = Math.min(options.offset ?? (state.page - 1) * hitsPerPage, MAX_SEARCH_OFFSET);
  const index = await currentStockIndex(db);

  const scores = textScores(index.text, state.query, index.size);
  const fixed = refinementTests(index, options.fixedFilters ?? { lists: {}, ranges: {} });
  const pricedOnly = excludesUnpricedCars(state.sortBy, settings);
  const { price } = index.numbers;
  // The cars every fixed condition keeps: the inclusion rule, the text, the page's filters, a price where the sort needs one.
  const visible = visibleCars(index, scope, now);
  const candidates = new Int32Array(index.size);
  let candidateCount = 0;
  for (let car = 0; car < index.size; car++) {
    if (!visible[car]) continue;
    if (scores && scores[car] === 0) continue;
    if (pricedOnly && !(price[car] > 0)) continue;
    if (fixed.every((test) => test.passes(car))) candidates[candidateCount++] = car;
  }
  const counting = candidates.subarray(0, candidateCount);
  let counted = countFacets(index, counting, refinementTests(index, state));
  const ranges = rangesInsideStock(state.ranges, counted.stats, options.logger ?? console);
  if (ranges !== state.ranges) counted = countFacets(index, counting, refinementTests(index, { lists: state.lists, ranges }));
  const { matched, counts, stats } = counted;

  const isMatched = new Uint8Array(index.size);
  for (const car of matched) isMatched[car] = 1;
  const hits = await carCardsByIds(
    db,
    pageOfHits(index, state.sortBy, isMatched, scores, offset, hitsPerPage).map((car) => index.ids[car]),
  );

  const facets = Object.fromEntries(SEARCH_FACETS.map((facet) => [facet, facetItems(facet, counts[facet], settings)])) as Record<SearchFacet, FacetItem[]>;
  const count = matched.length;
  return {
    hits,
    count,
    displayedCount: displayedResultCount(count, settings, carTypeTotals(facets.car_type, state)),
    pages: Math.ceil(count / hitsPerPage),
    page: Math.floor(offset / hitsPerPage) + 1,
    hitsPerPage,
    facets,
    facetStats: stats,
    ms: Math.round(performance.now() - started),
  };
}

/**
 * The car type counts whose sum stands in for a count above 1999 (every car
 * has exactly one type). With a car type chosen, the facet still counts the
 * types not chosen, so only the chosen ones add up to the results.
 */
function carTypeTotals(items: readonly FacetItem[], state: SearchState): FacetItem[] {
  const chosen = state.lists.car_type;
  return chosen?.length ? items.filter((item) => chosen.includes(item.value)) : [...items];
}
