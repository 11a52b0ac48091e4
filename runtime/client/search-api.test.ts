import { afterEach, describe, expect, it, vi } from 'vitest';
import { searchRequestSchema } from '../../schemas/api/search';
import { ajv } from '../../schemas/ajv';
import { changeSearch, EMPTY_SEARCH, goToPage } from '../rules/search-query-string';
import { fetchSearch, searchKey, SearchRequestFailed, searchRequestFor } from './search-api';

afterEach(() => vi.unstubAllGlobals());

describe('the search API client (spec search §7: search_filters, filters, hitsPerPage, page, query, sort)', () => {
  const state = goToPage(changeSearch(EMPTY_SEARCH, { query: 'hybrid', sortBy: 'latest', lists: { make: ['Toyota'] }, ranges: { price: { min: 5000 } } }), 3);

  it("sends the shopper's search as filters and the page's own as search_filters, 21 a page, in a body the API accepts", () => {
    const request = searchRequestFor(state, { car_type: ['used'] });
    expect(request).toEqual({
      query: 'hybrid',
      filters: { make: ['Toyota'], price: { min: 5000 } },
      search_filters: { car_type: ['used'] },
      hitsPerPage: 21,
      page: 3,
      sort: 'latest',
    });
    expect(ajv.validate(searchRequestSchema, structuredClone(request))).toBe(true);
  });

  it('spec search §7: results are cached per query key, the same for the same search however it was reached', () => {
    const same = changeSearch(changeSearch(EMPTY_SEARCH, { ranges: { price: { min: 5000 } } }), { query: 'hybrid', sortBy: 'latest', lists: { make: ['Toyota'] } });
    expect(searchKey(goToPage(same, 3))).toBe(searchKey(state));
    expect(searchKey(same)).not.toBe(searchKey(state));
  });

  it('posts the request and reads the answer; a failed answer is an error naming the status', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ hits: [], count: 0 }), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    await expect(fetchSearch('/sites/x/api/search', searchRequestFor(state, {}))).resolves.toEqual({ hits: [], count: 0 });
    expect(fetch).toHaveBeenCalledWith('/sites/x/api/search', expect.objectContaining({ method: 'POST' }));
    fetch.mockResolvedValueOnce(new Response('{}', { status: 500 }));
    await expect(fetchSearch('/api/search', searchRequestFor(state, {}))).rejects.toBeInstanceOf(SearchRequestFailed);
  });
});
