import { describe, expect, it, vi } from 'vitest';
import type { DataAccess, SearchOptions } from '../../../runtime/data-access';
import { createSiteContext } from '../../../runtime/render/site-context';
import type { SearchState } from '../../../runtime/rules/search-query-string';
import { testSiteDocument } from '../test-support/site-document';
import { corolla } from '../test-support/cars';
import { loadPageSearch, pageFixedFilters, searchOfPage } from './page-search';
import { item, searchAnswer } from './test-support/answers';

function fakeData() {
  const search = vi.fn(async (_scope: unknown, _settings: unknown, state: SearchState, options?: SearchOptions) =>
    options?.hitsPerPage === 1
      ? searchAnswer({ facets: { make: [item('Toyota', 9), item('Land Rover', 2)], model: [item('Corolla', 4), item('LandCruiser 300', 1)] } })
      : searchAnswer({ hits: [corolla()], page: state.page }),
  );
  const data = { search } as unknown as DataAccess;
  return { data, search };
}

function siteFor(path: string, params: Record<string, string>, searchParams: Record<string, string | string[]>) {
  const document = testSiteDocument();
  const page = {
    id: 'search',
    path,
    title: 'Search',
    seo: { noindex: false },
    layout: true,
    blocks: [{ id: 'results', type: 'search-results', props: { fixedFilters: { car_type: ['used'] } } }],
  };
  return createSiteContext({ document, basePath: '/sites/bayside-motors', page, params, searchParams });
}

describe('the search a search page shows, loaded on the server', () => {
  it("spec search §2: reads the query string (lists repeat, ranges min:max) and applies the page's fixed filters", async () => {
    const { data, search } = fakeData();
    const site = siteFor('/search/used-cars', {}, { make: ['Toyota', 'Mazda'], price: '5000:20000', page: '2', sortBy: 'price_asc', junk: 'x' });
    const loaded = await loadPageSearch({ car_type: ['used'] }, { site, data });
    expect(search).toHaveBeenCalledOnce();
    const [, , state, options] = search.mock.calls[0];
    expect(state).toEqual({ query: '', page: 2, sortBy: 'price_asc', lists: { make: ['Toyota', 'Mazda'] }, ranges: { price: { min: 5000, max: 20000 } } });
    expect(options).toEqual({ fixedFilters: { lists: { car_type: ['used'] }, ranges: {} } });
    expect(loaded.queryString).toBe('sortBy=price_asc&make=Toyota&make=Mazda&price=5000:20000&page=2');
    expect(loaded.fixedFilters).toEqual({ car_type: ['used'] });
    expect(loaded.answer.hits).toHaveLength(1);
  });

  it('spec detail §2: /search/{make}/{model} resolves the slugs against the stock and filters by them', async () => {
    const { data, search } = fakeData();
    const site = siteFor('/search/:make/:model', { make: 'toyota', model: 'landcruiser' }, {});
    const loaded = await loadPageSearch({}, { site, data });
    expect(search).toHaveBeenCalledTimes(2);
    // Slugs are read against every car with a page, sold long ago included, so a sold car's similar search is not a 404.
    expect(search.mock.calls[0][0]).toMatchObject({ includeSoldCarsDays: 1_000_000, minImageCount: 0, inStockOnly: false });
    expect(search.mock.calls[1][0]).toMatchObject({ includeSoldCarsDays: 3 });
    expect(search.mock.calls[1][3]).toEqual({ fixedFilters: { lists: { make: ['Toyota'], model: ['LandCruiser 300'] }, ranges: {} } });
    expect(loaded.addressName).toBe('Toyota LandCruiser 300');
    expect(loaded.addressFound).toBe(true);
    expect(loaded.fixedFilters).toEqual({ make: ['Toyota'], model: ['LandCruiser 300'] });
  });

  it('runs once for the results and filters blocks of one page render', async () => {
    const { data, search } = fakeData();
    const site = siteFor('/search/used-cars', {}, {});
    const ctx = { site, data };
    const [a, b] = await Promise.all([loadPageSearch({ car_type: ['used'] }, ctx), loadPageSearch(pageFixedFilters(site), ctx)]);
    expect(a).toBe(b);
    expect(search).toHaveBeenCalledOnce();
  });

  it('an address naming a make the stock does not have is not found (the route answers 404)', async () => {
    const { data } = fakeData();
    const loaded = await loadPageSearch({}, { site: siteFor('/search/:makeOrBody', { makeOrBody: 'nonexistent-make' }, {}), data });
    expect(loaded.addressFound).toBe(false);
  });

  it("finds a page's search only on a page with search results, and shares the blocks' run", async () => {
    const { data, search } = fakeData();
    const site = siteFor('/search/used-cars', {}, {});
    const forRoute = await searchOfPage({ site, data });
    expect(forRoute).toBe(await loadPageSearch({ car_type: ['used'] }, { site, data }));
    expect(search).toHaveBeenCalledOnce();
    const about = createSiteContext({ document: testSiteDocument(), basePath: '', page: { ...site.page, blocks: [] }, params: {}, searchParams: {} });
    expect(searchOfPage({ site: about, data })).toBeUndefined();
  });
});
