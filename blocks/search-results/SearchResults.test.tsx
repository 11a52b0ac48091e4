import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testSiteContext } from '../kit/test-support/site-context';
import { ALL_TEST_CARS, corolla, rav4Offer } from '../kit/test-support/cars';
import { searchAnswer } from '../kit/search/test-support/answers';
import { fakeSearchApi, pageSearch, renderSearchBlock } from '../kit/search/test-support/render-search';
import searchResults from './index';
import { searchResultsDefaults } from './schema';

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

const fiveCars = () => ALL_TEST_CARS.map((car) => car());
const tileNames = (container: HTMLElement) => [...container.querySelectorAll('[data-search-results] ul > li article h2')].map((heading) => heading.textContent);

describe('search results block', () => {
  it("shows the server's first page: heading, count, cards, promotions by position and dates, the call to action last when the list is short", () => {
    const { container } = renderSearchBlock(searchResults, searchResultsDefaults, pageSearch(searchAnswer({ hits: fiveCars() })));
    expect(screen.getByRole('heading', { level: 1, name: 'Cars for sale' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('5 cars');
    // spec search §9: promo cards respect start and expiry dates and position (eofy-sale live at 2, free-service at 5; summer-clearance ended, spring-launch not begun).
    expect(tileNames(container)).toEqual([
      '2024 Toyota Corolla SX',
      'End of financial year sale',
      '2025 Toyota RAV4 GX Hybrid',
      '2021 Mazda CX-5 Maxx Sport',
      '2026 Toyota HiLux SR5',
      'First service on us',
      '2026 Toyota Yaris Cross GXL',
      "Can't find what you're looking for?",
    ]);
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/sites/bayside-motors/contact');
  });

  it('the first car of the page fetches its photo at once and first (the phone’s largest paint); every other car’s waits until near the screen', () => {
    const { container } = renderSearchBlock(searchResults, searchResultsDefaults, pageSearch(searchAnswer({ hits: fiveCars() })));
    // The cars' photos, named by the car (a promotion tile has a picture of its own).
    const photos = [...container.querySelectorAll('[data-search-results] ul > li article img')].filter((photo) => /^\d{4} /.test(photo.getAttribute('alt') ?? ''));
    const withPhotos = fiveCars().filter((car) => car.primary_image_url);
    expect(fiveCars()[0].primary_image_url).toBeTruthy();
    expect(photos).toHaveLength(withPhotos.length);
    expect(photos.map((photo) => [photo.getAttribute('loading'), photo.getAttribute('fetchpriority')])).toEqual(
      withPhotos.map((_, nth) => (nth === 0 ? ['eager', 'high'] : ['lazy', null])),
    );
  });

  it("spec search §9: puts the call-to-action card at the dealer's position", () => {
    const site = testSiteContext();
    site.document.settings.callToActionPosition = 2;
    site.document.promotions = [];
    const { container } = renderSearchBlock(searchResults, searchResultsDefaults, pageSearch(searchAnswer({ hits: fiveCars() })), { site });
    expect(tileNames(container)[1]).toBe("Can't find what you're looking for?");
  });

  it('spec search §2, §5: sorting writes sortBy into the address (page removed) and shows the new answer', async () => {
    const fetch = vi.fn(fakeSearchApi((body) => searchAnswer({ hits: body.sort === 'price_asc' ? [rav4Offer()] : [corolla()] })));
    vi.stubGlobal('fetch', fetch);
    renderSearchBlock(searchResults, searchResultsDefaults, pageSearch(searchAnswer({ hits: [corolla()], count: 40 }), 'page=2'), { queryString: 'page=2' });
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'price_asc' } });
    expect(window.location.search).toBe('?sortBy=price_asc');
    await waitFor(() => expect(screen.getAllByRole('article')[0]).toHaveTextContent('RAV4'));
    expect(JSON.parse(String(fetch.mock.calls[0][1]?.body))).toMatchObject({ sort: 'price_asc', page: 1, hitsPerPage: 21 });
  });

  it('spec search §4: while loading and after an error the previous cars stay; Try again searches again', async () => {
    let fail = true;
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        await gate;
        return fakeSearchApi(() => (fail ? new Error('down') : searchAnswer({ hits: [rav4Offer()] })))(url, init);
      }),
    );
    const { container } = renderSearchBlock(searchResults, searchResultsDefaults, pageSearch(searchAnswer({ hits: [corolla()] })));
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'latest' } });
    await waitFor(() => expect(container.querySelector('[data-search-status]')).toHaveAttribute('data-search-status', 'loading'));
    expect(container.querySelector('[data-search-results]')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getAllByRole('article')[0]).toHaveTextContent('Corolla');
    release();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The latest cars could not be loaded.');
    expect(screen.getAllByRole('article')[0]).toHaveTextContent('Corolla');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getAllByRole('article')[0]).toHaveTextContent('RAV4'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('spec search §7, §9: a search already answered comes from the cache, not the API', async () => {
    const fetch = vi.fn(fakeSearchApi(() => searchAnswer({ hits: [rav4Offer()] })));
    vi.stubGlobal('fetch', fetch);
    renderSearchBlock(searchResults, searchResultsDefaults, pageSearch(searchAnswer({ hits: [corolla()] })));
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'latest' } });
    await waitFor(() => expect(screen.getAllByRole('article')[0]).toHaveTextContent('RAV4'));
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'relevant' } });
    await waitFor(() => expect(screen.getAllByRole('article')[0]).toHaveTextContent('Corolla'));
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('an answer to an earlier search that arrives late never replaces the current one', async () => {
    const waiting: Record<string, () => void> = {};
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        const sort = JSON.parse(String(init?.body)).sort as string;
        await new Promise<void>((resolve) => (waiting[sort] = resolve));
        return fakeSearchApi(() => searchAnswer({ hits: [sort === 'latest' ? rav4Offer() : corolla({ name: 'Cheapest Corolla' })] }))(url, init);
      }),
    );
    renderSearchBlock(searchResults, searchResultsDefaults, pageSearch(searchAnswer({ hits: [corolla()] })));
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'latest' } });
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'price_asc' } });
    await waitFor(() => expect(Object.keys(waiting).sort()).toEqual(['latest', 'price_asc']));
    waiting.price_asc();
    await waitFor(() => expect(screen.getAllByRole('article')[0]).toHaveTextContent('Cheapest Corolla'));
    waiting.latest();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getAllByRole('article')[0]).toHaveTextContent('Cheapest Corolla');
  });

  it('pages by links that work without script; a click shows the page in place and moves focus to the heading', async () => {
    vi.stubGlobal('fetch', vi.fn(fakeSearchApi((body) => searchAnswer({ hits: [rav4Offer()], count: 50, page: body.page }))));
    renderSearchBlock(searchResults, searchResultsDefaults, pageSearch(searchAnswer({ hits: [corolla()], count: 50 }), 'make=Toyota'), { queryString: 'make=Toyota' });
    const pages = screen.getByRole('navigation', { name: 'Pages of results' });
    expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    const second = within(pages).getByRole('link', { name: 'Page 2' });
    expect(second).toHaveAttribute('href', '/sites/bayside-motors?make=Toyota&page=2');
    fireEvent.click(second);
    expect(window.location.search).toBe('?make=Toyota&page=2');
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));
    await waitFor(() => expect(screen.getAllByRole('article')[0]).toHaveTextContent('RAV4'));
  });

  it('says no cars match and offers to clear the filters', async () => {
    vi.stubGlobal('fetch', vi.fn(fakeSearchApi(() => searchAnswer({ hits: [corolla()] }))));
    renderSearchBlock(searchResults, searchResultsDefaults, pageSearch(searchAnswer(), 'make=Lada&sortBy=latest'), { queryString: 'make=Lada&sortBy=latest' });
    expect(screen.getByRole('heading', { name: 'No cars match your search' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('0 cars');
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(window.location.search).toBe('?sortBy=latest');
    await waitFor(() => expect(screen.getAllByRole('article')[0]).toHaveTextContent('Corolla'));
  });

  it('past the last page, says so beside the count and links to page 1, never "No cars match" (issue 15: ?page=999)', async () => {
    vi.stubGlobal('fetch', vi.fn(fakeSearchApi(() => searchAnswer({ hits: [corolla()], count: 445 }))));
    renderSearchBlock(searchResults, searchResultsDefaults, pageSearch(searchAnswer({ count: 445, page: 999 }), 'make=Toyota&page=999'), { queryString: 'make=Toyota&page=999' });
    expect(screen.getByRole('status')).toHaveTextContent('445 cars');
    expect(screen.queryByRole('heading', { name: 'No cars match your search' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'There is no page 999 of these results' })).toBeInTheDocument();
    expect(screen.getByText('The cars matching your search fill 22 pages.')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Pages of results' });
    expect(within(pages).getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/sites/bayside-motors?make=Toyota&page=22');
    expect(within(pages).getByRole('link', { name: 'Page 22' })).not.toHaveAttribute('aria-current');
    expect(within(pages).queryByRole('link', { name: 'Next' })).not.toBeInTheDocument();
    const firstPage = screen.getByRole('link', { name: 'Go to page 1' });
    expect(firstPage).toHaveAttribute('href', '/sites/bayside-motors?make=Toyota');
    fireEvent.click(firstPage);
    expect(window.location.search).toBe('?make=Toyota');
    await waitFor(() => expect(screen.getAllByRole('article')[0]).toHaveTextContent('Corolla'));
  });

  it('spec detail §3: remembers the search with its path once its cars show', async () => {
    renderSearchBlock(searchResults, searchResultsDefaults, pageSearch(searchAnswer({ hits: [corolla()] }), 'make=Toyota&page=2'), { queryString: 'make=Toyota&page=2' });
    await waitFor(() => expect(window.localStorage.getItem('recent-searches:bayside-motors')).not.toBeNull());
    expect(JSON.parse(window.localStorage.getItem('recent-searches:bayside-motors')!)).toEqual([{ text: 'Cars for sale: Toyota', path: '/search?make=Toyota' }]);
  });
});
