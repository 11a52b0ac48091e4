import { performance } from 'node:perf_hooks';
import type { Kysely } from 'kysely';
import type { FacetItem, SearchAnswer } from '../../../schemas/api/search';
import { SEARCH_FACETS, type SearchFacet } from '../../../schemas/api/search-words';
import type { SearchOptions, SearchSettings, SiteScope } from '../../data-access';
import type { RangeLogger } from '../../rules/range-slider';
import { displayedResultCount } from '../../rules/result-count';
import { HITS_PER_PAGE, type SearchState } from '../../rules/search-query-string';
import type { Database } from '../db/types';
import { countFacets } from './facet-counts';
import { facetItems } from './facets';
import { heldCarsAt } from './held-cars';
import { facetCountKey, type KeptCount, type KeptFacetCounts } from './kept-facet-counts';
import { pageCards } from './page-cards';
import { rangesInsideStock } from './ranges-inside-stock';
import { refinementTests } from './search-conditions';
import { excludesUnpricedCars, pageOfHits } from './search-order';
import { currentStockIndex } from './stock-changes';
import type { StockIndex } from './stock-index';
import { readStockVersions, type StockVersions } from './stock-version';
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
 * Database work per search: the stock and reservation versions (one
 * statement, or none when the caller read them with the site), and the page's cards that this stock version has not shown
 * before (page-cards.ts).
 */
export async function searchCars(
  db: Kysely<Database>,
  scope: SiteScope,
  settings: SearchSettings,
  state: SearchState,
  options: SearchOptions & { timings?: SearchTimings; stockVersions?: StockVersions; answeredFrom?: AnsweredFrom; keptCounts?: KeptFacetCounts } = {},
): Promise<SearchAnswer> {
  const started = performance.now();
  const lap = lapTimer(options.timings);
  const now = options.now ?? new Date();
  const hitsPerPage = options.hitsPerPage ?? HITS_PER_PAGE;
  const offset = Math.min(options.offset ?? (state.page - 1) * hitsPerPage, MAX_SEARCH_OFFSET);
  const versions = options.stockVersions ?? (await readStockVersions(db));
  const [index, heldCars] = await Promise.all([currentStockIndex(db, versions.stock), heldCarsAt(db, versions.holds)]);
  if (options.answeredFrom) options.answeredFrom.stockVersion = index.version;
  lap('stock');

  const pricedOnly = excludesUnpricedCars(state.sortBy, settings);
  const logger = options.logger ?? console;
  const { keptCounts } = options;
  const key = keptCounts && facetCountKey(scope, state, options.fixedFilters, pricedOnly);
  const version = String(index.version);
  let kept: Counted | undefined = key === undefined ? undefined : keptCounts?.find(key, version, now.getTime());
  if (kept) {
    // Held inside the stock again, so an address outside the sliders is logged each time it is asked (spec search §8).
    rangesInsideStock(state.ranges, kept.firstStats, logger);
    lap('candidates');
  } else {
    kept = countCars(index, scope, state, options.fixedFilters, pricedOnly, now, logger, lap);
    if (key !== undefined) keptCounts?.keep(key, { ...kept, versions: version, workedOutAt: now.getTime() });
  }
  const { scores, counted } = kept;
  const { matched, counts, stats } = counted;
  lap('facets');

  const isMatched = new Uint8Array(index.size);
  for (const car of matched) isMatched[car] = 1;
  const pageIds = pageOfHits(index, state.sortBy, isMatched, scores, offset, hitsPerPage).map((car) => index.ids[car]);
  lap('page');
  const hits = await pageCards(db, index, pageIds, heldCars, now);
  lap('cards');

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

type Counted = Omit<KeptCount, 'versions' | 'workedOutAt'>;

/**
 * The cars every fixed condition keeps (the inclusion rule, the text, the
 * page's filters, a price where the sort needs one), then the ones every
 * filter keeps, with the facet counts and stats; the ranges asked are held
 * inside the stock's first (ranges-inside-stock.ts).
 */
function countCars(
  index: StockIndex,
  scope: SiteScope,
  state: SearchState,
  fixedFilters: SearchOptions['fixedFilters'],
  pricedOnly: boolean,
  now: Date,
  logger: RangeLogger,
  lap: (phase: keyof SearchTimings) => void,
): Counted {
  const scores = textScores(index.text, state.query, index.size);
  const fixed = refinementTests(index, fixedFilters ?? { lists: {}, ranges: {} });
  const { price } = index.numbers;
  const { visible, cars } = visibleCars(index, scope, now);
  const candidates = new Int32Array(cars.length);
  let candidateCount = 0;
  const fixedCount = fixed.length;
  for (let i = 0; i < cars.length; i++) {
    const car = cars[i];
    if (visible[car] === 0) continue;
    if (scores && scores[car] === 0) continue;
    if (pricedOnly && !(price[car] > 0)) continue;
    let kept = true;
    for (let t = 0; t < fixedCount && kept; t++) kept = fixed[t].passes(car);
    if (kept) candidates[candidateCount++] = car;
  }
  const counting = candidates.subarray(0, candidateCount);
  lap('candidates');
  const first = countFacets(index, counting, refinementTests(index, state));
  const ranges = rangesInsideStock(state.ranges, first.stats, logger);
  const counted = ranges === state.ranges ? first : countFacets(index, counting, refinementTests(index, { lists: state.lists, ranges }));
  return { scores, firstStats: first.stats, counted };
}

/**
 * The stock version of the index a search was answered from, filled in by
 * searchCars: older than the version asked for while the whole stock is
 * read again (searches never wait for it, stock-changes.ts), so a caller
 * that keeps answers knows which version an answer really shows.
 */
export interface AnsweredFrom {
  stockVersion: number;
}

/**
 * Where one search's time went, in milliseconds, for the bench
 * (scripts/bench/search.ts): the versions and the index (a rebuild
 * included), the cars every fixed condition keeps, the facet counts, the
 * page of hits, and its cards.
 */
export interface SearchTimings {
  stock: number;
  candidates: number;
  facets: number;
  page: number;
  cards: number;
}

function lapTimer(timings: SearchTimings | undefined): (phase: keyof SearchTimings) => void {
  if (!timings) return () => {};
  let last = performance.now();
  return (phase) => {
    const now = performance.now();
    timings[phase] = now - last;
    last = now;
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
