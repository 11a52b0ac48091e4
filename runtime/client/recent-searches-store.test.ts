import { describe, expect, it } from 'vitest';
import { parseRecentSearches, recentSearchesKey } from './recent-searches-store';

describe('recent searches kept in the browser (spec detail §3, §9: the last 5 searches with their path)', () => {
  it('is kept per dealership', () => {
    expect(recentSearchesKey('westside-used-cars')).toBe('recent-searches:westside-used-cars');
  });

  it('reads at most 5, dropping entries that are not a search on this site', () => {
    const stored = JSON.stringify([
      { text: 'Toyota', path: '/search?make=Toyota' },
      { text: 'evil', path: 'javascript:alert(1)' },
      { text: 'elsewhere', path: '//other.example.com/search' },
      { text: '', path: '/search' },
      ...Array.from({ length: 6 }, (_, i) => ({ text: `Search ${i}`, path: `/search?page=${i + 2}` })),
    ]);
    const read = parseRecentSearches(stored);
    expect(read).toHaveLength(5);
    expect(read[0]).toEqual({ text: 'Toyota', path: '/search?make=Toyota' });
    expect(read.map((search) => search.text)).not.toContain('evil');
  });

  it('reads nothing from nothing or from text that is not a list', () => {
    expect(parseRecentSearches(null)).toEqual([]);
    expect(parseRecentSearches('{oops')).toEqual([]);
    expect(parseRecentSearches('{"text":"a"}')).toEqual([]);
  });
});
