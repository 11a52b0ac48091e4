import { performance } from 'node:perf_hooks';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { SEARCH_FACETS, SEARCH_FACET_STATS, type FacetItem, type SearchAnswer, type SearchFacet, type SearchFacetStat } from '../../../schemas/api/search';
import type { SearchOptions, SearchSettings, SiteScope } from '../../data-access';
import { displayedResultCount } from '../../rules/result-count';
import { HITS_PER_PAGE, type SearchState } from '../../rules/search-query-string';
import type { Database } from '../db/types';
import { whereIncludedInSearch } from '../repositories/car-inclusion';
import { carFromRow } from '../repositories/cars';
import { countFacets, type FacetCountsResult } from './facet-counts';
import { facetItems } from './facets';
import { refinementConditions, type FilterCondition } from './search-conditions';
import { excludesUnpricedCars, searchOrderSql } from './search-order';
import { textMatchSql } from './text-query';

/**
 * Further than any shopper pages; it keeps a page number typed into the URL
 * from becoming an OFFSET the database cannot hold. Past the last page the
 * answer simply has no hits.
 */
export const MAX_SEARCH_OFFSET = 1_000_000_000;

/**
 * Faceted vehicle search (spec search §3 and §7; DESIGN "Search is faceted
 * SQL"). Filters narrow across filters and widen within one, and each facet
 * is counted as if its own selection were not made (disjunctive facets), so a
 * shopper who picked Toyota still sees how many Mazdas there are. The same
 * goes for the price, km and year stats: the slider keeps its full range
 * while one end is dragged. The page's fixed filters and the text query
 * always apply.
 *
 * Queries: the hits page; one for the total, the stats and every facet
 * without a selection; one per facet or stat range with a selection. They
 * run together on a PostgreSQL pool; PGlite takes them in turn.
 */
export async function searchCars(
  db: Kysely<Database>,
  scope: SiteScope,
  settings: SearchSettings,
  state: SearchState,
  options: SearchOptions = {},
): Promise<SearchAnswer> {
  const started = performance.now();
  const now = options.now ?? new Date();
  const hitsPerPage = options.hitsPerPage ?? HITS_PER_PAGE;
  const offset = Math.min(options.offset ?? (state.page - 1) * hitsPerPage, MAX_SEARCH_OFFSET);

  const always: RawBuilder<boolean>[] = refinementConditions(options.fixedFilters ?? { lists: {}, ranges: {} }).map((c) => c.sql);
  const text = textMatchSql(state.query);
  if (text) always.push(text);
  if (excludesUnpricedCars(state.sortBy, settings)) always.push(sql<boolean>`cars.price > 0`);
  const refinements = refinementConditions(state);

  const matching = (except?: FilterCondition['filter']) => {
    let query = whereIncludedInSearch(db.selectFrom('cars'), scope, now);
    for (const condition of always) query = query.where(condition);
    for (const condition of refinements) if (condition.filter !== except) query = query.where(condition.sql);
    return query;
  };

  const refined = new Set(refinements.map((condition) => condition.filter));
  const selectedFacets = SEARCH_FACETS.filter((facet) => refined.has(facet));
  const selectedStats = SEARCH_FACET_STATS.filter((stat) => refined.has(stat));

  const hitsQuery = searchOrderSql(state.sortBy, state.query)
    .reduce((query, order) => query.orderBy(order), matching().selectAll('cars'))
    .limit(hitsPerPage)
    .offset(offset)
    .execute();
  const overall = countFacets(db, {
    matching: matching(),
    facets: SEARCH_FACETS.filter((facet) => !refined.has(facet)),
    stats: SEARCH_FACET_STATS.filter((stat) => !refined.has(stat)),
    total: true,
  });
  const ownSelectionLeftOut = [
    ...selectedFacets.map((facet) => countFacets(db, { matching: matching(facet), facets: [facet], stats: [], total: false })),
    ...selectedStats.map((stat) => countFacets(db, { matching: matching(stat), facets: [], stats: [stat], total: false })),
  ];
  const [rows, main, ...own] = await Promise.all([hitsQuery, overall, ...ownSelectionLeftOut]);

  const counts: FacetCountsResult['counts'] = { ...main.counts };
  const stats: FacetCountsResult['stats'] = { ...main.stats };
  for (const part of own) {
    Object.assign(counts, part.counts);
    Object.assign(stats, part.stats);
  }
  const facets = Object.fromEntries(
    SEARCH_FACETS.map((facet) => [facet, facetItems(facet, counts[facet] ?? [], settings)]),
  ) as Record<SearchFacet, FacetItem[]>;
  const facetStats = Object.fromEntries(
    SEARCH_FACET_STATS.flatMap((stat) => (stats[stat] ? [[stat, stats[stat]]] : [])),
  ) as Partial<Record<SearchFacetStat, { min: number; max: number }>>;

  const count = main.total ?? 0;
  return {
    hits: rows.map(carFromRow),
    count,
    displayedCount: displayedResultCount(count, settings, carTypeTotals(facets.car_type, state)),
    pages: Math.ceil(count / hitsPerPage),
    page: Math.floor(offset / hitsPerPage) + 1,
    hitsPerPage,
    facets,
    facetStats,
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
