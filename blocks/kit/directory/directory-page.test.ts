import { describe, expect, it } from 'vitest';
import { testSiteContext } from '../test-support/site-context';
import { DIRECTORY_PAGE_SIZE, directoryHref, directoryPage, directoryRequest, matchesDirectoryQuery } from './directory-page';

const items = Array.from({ length: 50 }, (_unused, index) => index + 1);

describe('directories', () => {
  it('spec search §9: 21 to a page', () => {
    expect(DIRECTORY_PAGE_SIZE).toBe(21);
    expect(directoryPage(items, 1)).toEqual({ items: items.slice(0, 21), page: 1, pages: 3, total: 50 });
    expect(directoryPage(items, 3).items).toEqual(items.slice(42));
  });

  it('shows the last page for a page past the end, and one empty page for nothing', () => {
    expect(directoryPage(items, 9).page).toBe(3);
    expect(directoryPage([], 2)).toEqual({ items: [], page: 1, pages: 1, total: 0 });
  });

  it('spec search §2: reads the one query parameter, and the page, ignoring what it cannot use', () => {
    expect(directoryRequest({ query: '  mazda ', page: '2' })).toEqual({ query: 'mazda', page: 2 });
    expect(directoryRequest({ query: ['kia', 'ford'], page: 'two' })).toEqual({ query: 'kia', page: 1 });
    expect(directoryRequest({ page: '0' })).toEqual({ query: '', page: 1 });
    expect(directoryRequest({ page: '-3' })).toEqual({ query: '', page: 1 });
  });

  it('matches every word typed, in any order, ignoring case and accents', () => {
    expect(matchesDirectoryQuery(['Harbour City Hyundai', 'Parramatta', '2150'], 'parramatta hyundai')).toBe(true);
    expect(matchesDirectoryQuery(['Škoda'], 'skoda')).toBe(true);
    expect(matchesDirectoryQuery(['Harbour City Kia', 'Penrith'], 'kia parramatta')).toBe(false);
    expect(matchesDirectoryQuery(['Anything'], '')).toBe(true);
  });

  it('builds page links on the address in use, keeping the search and leaving page 1 out', () => {
    const site = testSiteContext();
    const page = { ...site.page, path: '/makes' };
    expect(directoryHref({ ...site, page }, { query: 'land rover', page: 2 })).toBe('/sites/bayside-motors/makes?query=land+rover&page=2');
    expect(directoryHref({ ...site, page }, { query: '', page: 1 })).toBe('/sites/bayside-motors/makes');
  });
});
