import type { LoadContext, SiteContext } from '../../../runtime/block-types';
import type { SiteScope } from '../../../runtime/data-access';
import type { SearchAnswer, SearchFilters } from '../../../schemas/api/search';
import { combineRefinements, filtersFromRefinements, refinementsFromFilters } from '../../../runtime/client/search-filters';
import { EMPTY_SEARCH, parseSearchQueryString, searchToQueryString, type SearchState } from '../../../runtime/rules/search-query-string';
import { siteScope } from '../../../runtime/site-scope';
import { findInTree } from '../../../runtime/site-document/block-tree';
import { hasPathFilters, pathFilters } from '../../../runtime/rules/search-route';

/**
 * The search a search page shows, as its blocks' loaders need it: the
 * results block's fixed filters and the address's path segments resolved to
 * filters, the shopper's search read from the query string, and the first
 * page of the answer. The results, filters and quick-search blocks on one
 * page ask together; it is run once per page render.
 */
export const SEARCH_RESULTS_TYPE = 'search-results';

export interface PageSearch {
  /** The page's filters, as POST /api/search takes them in search_filters. */
  fixedFilters: SearchFilters;
  /** What the address names ("Toyota Corolla"), or '' when it names nothing. */
  addressName: string;
  /** False when the address names a make, model or body the stock does not have: the site answers 404. */
  addressFound: boolean;
  state: SearchState;
  /** The query string the search was read from, written the way the browser will write it. */
  queryString: string;
  answer: SearchAnswer;
}

const runs = new WeakMap<SiteContext, Map<string, Promise<PageSearch>>>();

/** Longer than any dealer has sold cars for: every sale counts. */
const EVERY_SALE_DAYS = 1_000_000;

/**
 * The cars whose makes and models an address may name: every car the dealer
 * shows on its website, sold long ago included, as every such car keeps its
 * page. So a sold car's Find Me Something Similar (/search/{make}/{model})
 * is a search that may find nothing, while a make the dealer never had is a 404.
 */
function catalogueScope(scope: SiteScope): SiteScope {
  return { ...scope, includeSoldCarsDays: EVERY_SALE_DAYS, minImageCount: 0, inStockOnly: false };
}

function queryStringOf(searchParams: SiteContext['searchParams']): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(searchParams)) {
    for (const each of Array.isArray(value) ? value : value === undefined ? [] : [value]) params.append(name, each);
  }
  return params;
}

/** The fixed filters of the page's results block, which the other search blocks on the page follow. */
export function pageFixedFilters(site: Pick<SiteContext, 'page'>): SearchFilters {
  const results = findInTree(site.page.blocks, (node) => node.type === SEARCH_RESULTS_TYPE)?.node;
  return ((results?.props as { fixedFilters?: SearchFilters } | undefined)?.fixedFilters ?? {}) as SearchFilters;
}

async function runPageSearch(fixedFilters: SearchFilters, ctx: LoadContext): Promise<PageSearch> {
  const { document, params, searchParams } = ctx.site;
  const scope = siteScope(document);
  const pageFilters = refinementsFromFilters(fixedFilters);
  let fixed = pageFilters;
  let addressName = '';
  let addressFound = true;
  if (hasPathFilters(params)) {
    // The makes and models of the dealer's cars, to read the address's slugs against.
    const catalogue = await ctx.data.search(catalogueScope(scope), document.settings, EMPTY_SEARCH, { hitsPerPage: 1, fixedFilters: pageFilters });
    const fromPath = pathFilters(params, {
      makes: catalogue.facets.make.map((item) => item.value),
      models: catalogue.facets.model.map((item) => item.value),
    });
    fixed = combineRefinements(pageFilters, fromPath.refinements);
    addressName = fromPath.name;
    addressFound = fromPath.found;
  }
  const state = parseSearchQueryString(queryStringOf(searchParams)).state;
  const answer = await ctx.data.search(scope, document.settings, state, { fixedFilters: fixed });
  return { fixedFilters: filtersFromRefinements(fixed), addressName, addressFound, state, queryString: searchToQueryString(state), answer };
}

/**
 * The search of a search page (one with a search results block), as its
 * blocks will load it with the same context: for the route, which answers an
 * address naming nothing the stock has with a 404 and titles the page by its
 * search. Undefined on any other page.
 */
export function searchOfPage(ctx: LoadContext): Promise<PageSearch> | undefined {
  const results = findInTree(ctx.site.page.blocks, (node) => node.type === SEARCH_RESULTS_TYPE);
  return results ? loadPageSearch(pageFixedFilters(ctx.site), ctx) : undefined;
}

export function loadPageSearch(fixedFilters: SearchFilters, ctx: LoadContext): Promise<PageSearch> {
  let byFilters = runs.get(ctx.site);
  if (!byFilters) {
    byFilters = new Map();
    runs.set(ctx.site, byFilters);
  }
  const key = JSON.stringify(fixedFilters);
  let run = byFilters.get(key);
  if (!run) {
    run = runPageSearch(fixedFilters, ctx);
    byFilters.set(key, run);
  }
  return run;
}
