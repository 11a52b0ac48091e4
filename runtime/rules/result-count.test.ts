import { describe, expect, it } from 'vitest';
import { displayedResultCount, MAX_EXACT_COUNT } from './result-count';

const facets = [{ count: 1500 }, { count: 900 }, { count: 120 }];

describe('spec search §9: counts above 1999 are replaced by a configured stock count or the sum of facet counts', () => {
  it('keeps a count of 1999 as it is, even with a stock count set', () => {
    expect(MAX_EXACT_COUNT).toBe(1999);
    expect(displayedResultCount(1999, { stockCount: 2500 }, facets)).toBe(1999);
    expect(displayedResultCount(0, { stockCount: 2500 }, facets)).toBe(0);
  });

  it('replaces a count of 2000 with the dealer stock count', () => {
    expect(displayedResultCount(2000, { stockCount: 2500 }, facets)).toBe(2500);
  });

  it('uses the sum of the facet counts when no stock count is set', () => {
    expect(displayedResultCount(2000, {}, facets)).toBe(2520);
    expect(displayedResultCount(2000, { stockCount: 0 }, facets)).toBe(2520);
  });

  it('keeps the count when there is neither a stock count nor facet counts', () => {
    expect(displayedResultCount(2000, {}, [])).toBe(2000);
    expect(displayedResultCount(2000, {})).toBe(2000);
  });
});
