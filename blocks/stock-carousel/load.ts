import type { LoadContext } from '../../runtime/block-types';
import { EMPTY_SEARCH, isRangeFilter, type SearchState } from '../../runtime/rules/search-query-string';
import { siteScope } from '../../runtime/site-scope';
import type { CarCard } from '../../schemas/entities/car-card';
import type { StockCarouselProps, StockFilters } from './schema';

export interface StockCarouselData {
  cars: CarCard[];
  /** How many cars match in all, for the link to see them. */
  count: number;
}

/** The filters set in the editor as a search, leaving out the ones left empty. */
export function stockSearch(filters: StockFilters, sortBy: StockCarouselProps['sort']): SearchState {
  const lists: SearchState['lists'] = {};
  const ranges: SearchState['ranges'] = {};
  for (const [filter, value] of Object.entries(filters) as [keyof StockFilters, StockFilters[keyof StockFilters]][]) {
    if (isRangeFilter(filter)) {
      const range = value as { min?: number; max?: number };
      if (range.min !== undefined || range.max !== undefined) ranges[filter] = range;
    } else if (Array.isArray(value) && value.length > 0) {
      lists[filter] = value;
    }
  }
  return { ...EMPTY_SEARCH, sortBy, lists, ranges };
}

/** Spec (search §7) items-by-filter: the first cars of the search for the filters, as many as the limit. */
export async function loadStockCarousel(props: StockCarouselProps, ctx: LoadContext): Promise<StockCarouselData> {
  const { document } = ctx.site;
  const answer = await ctx.data.search(siteScope(document), document.settings, stockSearch(props.filters ?? {}, props.sort), { hitsPerPage: props.limit });
  return { cars: answer.hits, count: answer.count };
}
