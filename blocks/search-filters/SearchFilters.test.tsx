import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SLIDER_DEBOUNCE_MS, TEXT_SEARCH_DEBOUNCE_MS } from '../../runtime/rules/range-slider';
import { testSiteContext } from '../kit/test-support/site-context';
import { item, searchAnswer } from '../kit/search/test-support/answers';
import { fakeSearchApi, pageSearch, renderSearchBlock, searchBlockTree } from '../kit/search/test-support/render-search';
import searchFilters from './index';
import { SPEC_FILTER_ORDER } from './filter-sections';
import { MIN_TARGET_PX } from './RangeFilter.client';
import { searchFiltersDefaults, type SearchFiltersProps } from './schema';

afterEach(() => vi.unstubAllGlobals());

const MAKES = ['Toyota', 'Mazda', 'Kia', 'Hyundai', 'Ford', 'Mitsubishi', 'Subaru', 'Nissan', 'Volkswagen'].map((make, i) => item(make, 90 - i * 10));
const answer = searchAnswer({
  count: 120,
  facets: {
    car_type: [item('new', 30), item('demo', 10), item('used', 80)],
    make: MAKES,
    make_model: [item('Toyota|Corolla', 20, 'Toyota Corolla'), item('Toyota|RAV4', 15, 'Toyota RAV4'), item('Mazda|CX-5', 9, 'Mazda CX-5')],
    weekly_price_range: [item('Under 100', 4, 'Under $100'), item('100 - 150', 6, '$100 - $150')],
    body: [item('suv', 50), item('cabChassis', 5)],
  },
  facetStats: { price: { min: 5000, max: 105_000 }, km: { min: 0, max: 200_000 }, year: { min: 2015, max: 2026 } },
});

function renderFilters(queryString = '', site = testSiteContext(), fixedFilters = {}, shown = answer, props: Partial<SearchFiltersProps> = {}) {
  vi.stubGlobal('fetch', vi.fn(fakeSearchApi(() => searchAnswer({ count: 7, displayedCount: 7 }))));
  return renderSearchBlock(searchFilters, { ...searchFiltersDefaults, ...props }, pageSearch(shown, queryString, fixedFilters), { site, queryString });
}

/** The first (in-place) panel's sections, in order, by their titles; the keyword box as "Keyword". */
function sectionTitles(container: HTMLElement): string[] {
  const panel = container.querySelector('[data-search-filters]') as HTMLElement;
  return [...panel.querySelectorAll('[data-filter-section], input[type="search"]')].map((element) =>
    element instanceof HTMLInputElement ? 'Keyword' : (element.getAttribute('data-filter-section') ?? ''),
  );
}

/** Opens every closed section of the in-place panel, as a shopper clicking down the list: a closed section renders its choices only once opened. */
function openEverySection(container: HTMLElement): void {
  const panel = container.querySelector('[data-search-filters]') as HTMLElement;
  for (const button of panel.querySelectorAll<HTMLElement>('[data-filter-section] button[aria-expanded="false"]')) fireEvent.click(button);
}

/** An answer with the stock of one yard: one city, one state, one kind of vehicle, car types among the categories. */
const oneYard = searchAnswer({
  count: 40,
  facets: {
    car_type: [item('new', 30), item('used', 10)],
    make: [item('Toyota', 25), item('Mazda', 15)],
    city: [item('Maroochydore', 40)],
    state: [item('QLD', 40)],
    item_type: [item('car', 40)],
    categories: [item('New', 30), item('Used', 10), item('Certified', 4)],
    colour: [item('white', 20), item('Pearl White', 20)],
  },
  facetStats: { price: { min: 5000, max: 60_000 }, km: { min: 0, max: 0 }, year: { min: 2018, max: 2026 } },
});

// jsdom ignores the breakpoint CSS, so the in-place panel (the first) is the one used here.
const panel = () => screen.getAllByRole('group', { name: 'Makes' })[0];

describe('search filters block', () => {
  it('spec search §5: car types in the order new, demo, used, with counts', () => {
    renderFilters();
    const types = within(screen.getAllByRole('group', { name: 'Car type' })[0]).getAllByRole('checkbox');
    expect(types.map((box) => box.closest('.mantine-Checkbox-root')?.textContent)).toEqual(['New (30)', 'Demo (10)', 'Used (80)']);
  });

  it('spec search §9: 7 makes, then Show all makes for the rest', () => {
    renderFilters();
    const makes = panel();
    const showAll = within(makes).getByRole('button', { name: 'Show all makes' });
    expect(showAll).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(showAll);
    expect(within(makes).getByRole('button', { name: 'Show fewer makes' })).toHaveAttribute('aria-expanded', 'true');
    // Hidden from the accessibility tree until the opening animation ends, which jsdom never runs.
    expect(within(makes).getByRole('checkbox', { name: 'Nissan (20)', hidden: true })).toBeInTheDocument();
  });

  it('spec search §9: a dealer with a popular list shows those makes first', () => {
    const site = testSiteContext();
    site.document.settings.makeList = { mode: 'popular', popularMakes: ['kia', 'ford'] };
    renderFilters('', site);
    expect(
      within(panel())
        .getAllByRole('checkbox')
        .map((box) => (box as HTMLInputElement).value),
    ).toEqual(['Kia', 'Ford']);
    expect(within(panel()).getByRole('button', { name: 'Show all makes' })).toBeInTheDocument();
  });

  it('spec search §5: ticking a make writes it into the address without the page, and shows its models, collapsible', () => {
    renderFilters('page=3');
    fireEvent.click(within(panel()).getByRole('checkbox', { name: 'Toyota (90)' }));
    expect(window.location.search).toBe('?make=Toyota');
  });

  it('spec search §4: models of a chosen make are listed under it, expand and collapse, and are chosen as make_model', () => {
    renderFilters('make=Toyota');
    const models = screen.getAllByRole('group', { name: 'Toyota models' })[0];
    expect(
      within(models)
        .getAllByRole('checkbox')
        .map((box) => (box as HTMLInputElement).value),
    ).toEqual(['Toyota|Corolla', 'Toyota|RAV4']);
    const toggle = within(panel()).getByRole('button', { name: 'Hide Toyota models' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(within(models).getByRole('checkbox', { name: 'RAV4 (15)' }));
    expect(window.location.search).toBe('?make=Toyota&make_model=Toyota%7CRAV4');
    fireEvent.click(toggle);
    expect(within(panel()).getByRole('button', { name: 'Show Toyota models' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('unticking a make drops its models too', () => {
    renderFilters('make=Toyota&make=Mazda&make_model=Toyota%7CRAV4&make_model=Mazda%7CCX-5');
    fireEvent.click(within(panel()).getByRole('checkbox', { name: 'Toyota (90)' }));
    expect(window.location.search).toBe('?make=Mazda&make_model=Mazda%7CCX-5');
  });

  it('spec search §9: subscription prices carry the week suffix; body types read in words', () => {
    const { container } = renderFilters();
    openEverySection(container);
    expect(screen.getAllByRole('checkbox', { name: '$100 - $150/week (6)', hidden: true })[0]).toBeInTheDocument();
    expect(screen.getAllByRole('checkbox', { name: 'Cab chassis (5)', hidden: true })[0]).toBeInTheDocument();
  });

  it('spec search §4: each filter section expands and collapses', () => {
    renderFilters();
    const body = screen.getAllByRole('button', { name: 'Body type' })[0];
    expect(body).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('checkbox', { name: 'Cab chassis (5)', hidden: true })).not.toBeInTheDocument();
    fireEvent.click(body);
    expect(body).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('checkbox', { name: 'Cab chassis (5)', hidden: true })).toBeInTheDocument();
    // Closed again, its choices stay rendered (hidden), so opening it once more plays the same transition.
    fireEvent.click(body);
    expect(body).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('checkbox', { name: 'Cab chassis (5)', hidden: true })).toBeInTheDocument();
  });

  describe('debounced refinements, on a fake clock', () => {
    beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
    afterEach(() => vi.useRealTimers());

    const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

    it('spec search §5 "slider updates are debounced 400 ms": the price slider snaps to 1000 and writes the address 400 ms after its last move, not 1 ms sooner', () => {
      expect(SLIDER_DEBOUNCE_MS).toBe(400);
      renderFilters();
      const from = screen.getAllByRole('slider', { name: 'Price from' })[0];
      // A hundredth of the 5,000–105,000 range is 1,000; three steps make 8,000.
      fireEvent.keyDown(from, { key: 'ArrowRight' });
      fireEvent.keyDown(from, { key: 'ArrowRight' });
      advance(SLIDER_DEBOUNCE_MS - 1);
      expect(window.location.search).toBe('');
      fireEvent.keyDown(from, { key: 'ArrowRight' });
      advance(SLIDER_DEBOUNCE_MS - 1);
      expect(window.location.search).toBe('');
      advance(1);
      expect(window.location.search).toBe('?price=8000:');
    });

    it('spec search §5 "text search 300 ms": typing a keyword searches 300 ms after the last keystroke, not 1 ms sooner', () => {
      expect(TEXT_SEARCH_DEBOUNCE_MS).toBe(300);
      renderFilters();
      const keyword = screen.getAllByLabelText('Search by keyword')[0];
      fireEvent.change(keyword, { target: { value: 'hy' } });
      advance(TEXT_SEARCH_DEBOUNCE_MS - 1);
      expect(window.location.search).toBe('');
      fireEvent.change(keyword, { target: { value: 'hybrid' } });
      advance(TEXT_SEARCH_DEBOUNCE_MS - 1);
      expect(window.location.search).toBe('');
      advance(1);
      expect(window.location.search).toBe('?query=hybrid');
    });
  });

  it('spec search §2: on phones a drawer holds the filters and Show Me N cars closes it', async () => {
    renderFilters('make=Kia');
    fireEvent.click(screen.getByRole('button', { name: 'Filters (1)' }));
    const drawer = await screen.findByRole('dialog');
    fireEvent.click(within(drawer).getByRole('checkbox', { name: 'Mazda (80)' }));
    expect(window.location.search).toBe('?make=Kia&make=Mazda');
    const showMe = await within(drawer).findByRole('button', { name: 'Show Me 7 cars' });
    fireEvent.click(showMe);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("hides the make list on a page fixed to one make and offers that make's models instead", () => {
    renderFilters('', testSiteContext(), { make: ['Toyota'] });
    expect(screen.queryByRole('group', { name: 'Makes' })).not.toBeInTheDocument();
    expect(
      within(screen.getAllByRole('group', { name: 'Model' })[0])
        .getAllByRole('checkbox')
        .map((box) => (box as HTMLInputElement).value),
    ).toEqual(['Toyota|Corolla', 'Toyota|RAV4']);
  });

  describe('a panel a shopper can scan (issue 15)', () => {
    it('leaves out a filter with fewer than two values: one city, one state, one kind of vehicle, a km slider with one value', () => {
      const { container } = renderFilters('', testSiteContext(), {}, oneYard);
      const titles = sectionTitles(container);
      for (const title of ['City', 'State', 'Item type', 'Kilometres']) expect(titles).not.toContain(title);
      expect(titles).toEqual(expect.arrayContaining(['Car type', 'Make', 'Price', 'Year', 'Colour']));
    });

    it('keeps a filter with one value when it is chosen, so the choice can be undone', () => {
      const { container } = renderFilters('city=Maroochydore&km=:20000', testSiteContext(), {}, oneYard);
      expect(sectionTitles(container)).toEqual(expect.arrayContaining(['City', 'Kilometres']));
      expect(screen.getAllByRole('checkbox', { name: 'Maroochydore (40)' })[0]).toBeChecked();
    });

    it('does not offer the car types again under Categories: "New (30)" appears once', () => {
      const { container } = renderFilters(
        '',
        testSiteContext(),
        {},
        { ...oneYard, facets: { ...oneYard.facets, categories: [...oneYard.facets.categories, item('Ex-fleet', 3)] } },
      );
      openEverySection(container);
      expect(screen.getAllByRole('checkbox', { name: 'New (30)', hidden: true })).toHaveLength(1);
      const categories = screen.getAllByRole('group', { name: 'Categories', hidden: true })[0];
      expect(
        within(categories)
          .getAllByRole('checkbox', { hidden: true })
          .map((box) => (box as HTMLInputElement).value),
      ).toEqual(['Certified', 'Ex-fleet']);
    });

    it('leaves Categories out altogether when the car types were all it had beside one value', () => {
      const { container } = renderFilters('', testSiteContext(), {}, oneYard);
      expect(sectionTitles(container)).not.toContain('Categories');
    });

    it('shows values as a shopper writes them: "Car", not "car"; a value written with capitals stays as written', () => {
      const kinds = { ...oneYard, facets: { ...oneYard.facets, item_type: [item('car', 30), item('caravan', 10)] } };
      const { container } = renderFilters('', testSiteContext(), {}, kinds);
      openEverySection(container);
      expect(screen.getAllByRole('checkbox', { name: 'Car (30)', hidden: true })[0]).toBeInTheDocument();
      expect(screen.getAllByRole('checkbox', { name: 'Caravan (10)', hidden: true })[0]).toBeInTheDocument();
      expect(screen.getAllByRole('checkbox', { name: 'White (20)', hidden: true })[0]).toBeInTheDocument();
      expect(screen.getAllByRole('checkbox', { name: 'Pearl White (20)', hidden: true })[0]).toBeInTheDocument();
    });

    it('WCAG 2.5.8: slider thumbs are targets of at least 24 px (Mantine draws 16)', () => {
      const { container } = renderFilters();
      const slider = container.querySelector('[data-range-filter="price"]') as HTMLElement;
      expect(slider.getAttribute('style')).toContain(`--slider-thumb-size: calc(${MIN_TARGET_PX / 16}rem * var(--mantine-scale))`);
      expect(MIN_TARGET_PX).toBeGreaterThanOrEqual(24);
    });

    it("shows the dealer's filters in the dealer's order, and no others", () => {
      const { container } = renderFilters('', testSiteContext(), {}, answer, { filters: ['make', 'price', 'query', 'body'] });
      expect(sectionTitles(container)).toEqual(['Make', 'Price', 'Keyword', 'Body type']);
    });

    it("follows the spec's filter order when the dealer has chosen none", () => {
      expect(searchFiltersDefaults.filters).toEqual(SPEC_FILTER_ORDER);
      expect(SPEC_FILTER_ORDER.slice(0, 4)).toEqual(['query', 'badge', 'status', 'car_type']);
      const { container } = renderFilters();
      expect(sectionTitles(container)).toEqual(['Keyword', 'Car type', 'Kilometres', 'Make', 'Price', 'Body type', 'Weekly price', 'Year']);
    });

    it('with one make in the stock, offers its models rather than a make list of one', () => {
      const toyotaOnly = searchAnswer({
        count: 35,
        facets: { make: [item('Toyota', 35)], make_model: [item('Toyota|Corolla', 20, 'Toyota Corolla'), item('Toyota|RAV4', 15, 'Toyota RAV4')] },
      });
      renderFilters('', testSiteContext(), {}, toyotaOnly);
      expect(screen.queryByRole('group', { name: 'Makes' })).not.toBeInTheDocument();
      fireEvent.click(within(screen.getAllByRole('group', { name: 'Model' })[0]).getByRole('checkbox', { name: 'RAV4 (15)' }));
      expect(window.location.search).toBe('?make_model=Toyota%7CRAV4');
    });
  });
});

describe('the Filters button on a phone', () => {
  it("is disabled in the server's HTML, so a tap before the page's code has run is not lost without a sign, and works once hydrated", () => {
    const html = renderToString(searchBlockTree(searchFilters, searchFiltersDefaults, pageSearch(answer, ''), {}));
    const button = new DOMParser().parseFromString(html, 'text/html').querySelector('button[aria-haspopup="dialog"]');
    expect(button?.textContent).toBe('Filters');
    // Parsed apart from the test's document, where jest-dom's toBeDisabled does not look.
    expect(button?.hasAttribute('disabled')).toBe(true);
    renderFilters();
    expect(screen.getByRole('button', { name: 'Filters' })).toBeEnabled();
  });
});
