import { SEARCH_FACET_STATS } from '../../../schemas/api/search-words';
import { sidesInsideRange, sliderRange, type RangeLogger } from '../../rules/range-slider';
import type { SearchState } from '../../rules/search-query-string';
import type { FacetCountsResult } from './facet-counts';

/**
 * Spec (search §5, §8): values outside the slider's range are ignored and
 * logged. A price, km or year range written in the address is held to the
 * range its slider shows (the facet stats, which leave the range's own
 * bounds out), so `price=1:99999999` searches as the full slider does, and
 * the cars shown are the ones the thumbs describe. The same ranges come back
 * when nothing is outside.
 */
export function rangesInsideStock(ranges: SearchState['ranges'], stats: FacetCountsResult['stats'], logger: RangeLogger): SearchState['ranges'] {
  let held: SearchState['ranges'] | undefined;
  for (const field of SEARCH_FACET_STATS) {
    const asked = ranges[field];
    const stat = stats[field];
    if (!asked || !stat) continue;
    const inside = sidesInsideRange(asked, sliderRange(stat), logger);
    if (inside.min === asked.min && inside.max === asked.max) continue;
    held ??= { ...ranges };
    if (inside.min === undefined && inside.max === undefined) delete held[field];
    else held[field] = inside;
  }
  return held ?? ranges;
}
