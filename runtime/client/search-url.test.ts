// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeSearch, EMPTY_SEARCH, goToPage } from '../rules/search-query-string';
import { searchAddress, showSearch, useSearchState } from './search-url';

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the address bar is the search state (spec search §2)', () => {
  it('reads the search from the query string and follows pushes and back', async () => {
    window.history.replaceState(null, '', '/search?make=Toyota');
    const { result } = renderHook(() => useSearchState('make=Toyota'));
    expect(result.current.lists).toEqual({ make: ['Toyota'] });

    act(() => showSearch(changeSearch(result.current, { sortBy: 'price_asc' })));
    expect(window.location.search).toBe('?sortBy=price_asc&make=Toyota');
    expect(result.current.sortBy).toBe('price_asc');

    await act(async () => {
      const popped = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
      window.history.back();
      await popped;
    });
    expect(result.current.sortBy).toBe('relevant');
  });

  it('spec search §5: any filter change removes the page parameter; paging keeps the rest', () => {
    const paged = goToPage(changeSearch(EMPTY_SEARCH, { lists: { make: ['Kia'] } }), 3);
    expect(searchAddress('/search', paged)).toBe('/search?make=Kia&page=3');
    expect(searchAddress('/search', changeSearch(paged, { lists: { body: ['suv'] } }))).toBe('/search?make=Kia&body=suv');
    expect(searchAddress('/search/used-cars', EMPTY_SEARCH)).toBe('/search/used-cars');
  });

  it('adds no history entry for the search already shown', () => {
    window.history.replaceState(null, '', '/search?make=Kia');
    const before = window.history.length;
    showSearch(changeSearch(EMPTY_SEARCH, { lists: { make: ['Kia'] } }));
    expect(window.history.length).toBe(before);
  });
});
