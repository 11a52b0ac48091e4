import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderBlock } from '../kit/test-support/site-context';
import { comingSoonHilux, corolla, rav4Offer, soldCx5 } from '../kit/test-support/cars';
import stockCarousel from './index';
import type { StockCarouselProps } from './schema';

const BASE = '/sites/bayside-motors';
const USED_TOYOTAS: Partial<StockCarouselProps> = { heading: 'Latest used Toyotas', filters: { make: ['Toyota'], car_type: ['used'] }, sort: 'latest' };

/** jsdom lays nothing out: give the row a width and a scroll position to move through. */
function layOutRow(row: HTMLElement, { scrollWidth, clientWidth }: { scrollWidth: number; clientWidth: number }) {
  Object.defineProperty(row, 'scrollWidth', { configurable: true, value: scrollWidth });
  Object.defineProperty(row, 'clientWidth', { configurable: true, value: clientWidth });
  const scrollBy = vi.fn(({ left }: ScrollToOptions) => {
    row.scrollLeft = Math.min(Math.max(row.scrollLeft + (left ?? 0), 0), scrollWidth - clientWidth);
    fireEvent.scroll(row);
  });
  Object.defineProperty(row, 'scrollBy', { configurable: true, value: scrollBy });
  fireEvent.scroll(row);
  return scrollBy;
}

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('stock carousel block', () => {
  it('shows the cars picked as a labelled carousel of list items, in the order loaded', () => {
    renderBlock(stockCarousel, USED_TOYOTAS, { data: { cars: [rav4Offer(), corolla(), comingSoonHilux()], count: 3 } });
    const section = screen.getByRole('region', { name: 'Latest used Toyotas' });
    const carousel = within(section).getByRole('group', { name: 'Latest used Toyotas' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    const names = within(carousel)
      .getAllByRole('article')
      .map((article) => within(article).getByRole('heading', { level: 3 }).textContent);
    expect(names).toEqual(['2025 Toyota RAV4 GX Hybrid', '2024 Toyota Corolla SX', '2026 Toyota HiLux SR5']);
    // Nothing but list items in the list (a style tag there would break it for screen readers).
    expect([...(carousel.querySelector('ul')?.children ?? [])].map((child) => child.tagName)).toEqual(['LI', 'LI', 'LI']);
  });

  it('links to the search page with the same filters and order, saying how many cars match', () => {
    renderBlock(stockCarousel, USED_TOYOTAS, { data: { cars: [corolla()], count: 57 } });
    const link = screen.getByRole('link', { name: 'View all: Latest used Toyotas (57)' });
    expect(link).toHaveAttribute('href', `${BASE}/search?sortBy=latest&car_type=used&make=Toyota`);
    expect(link).toHaveTextContent('View all');
  });

  it('leaves the link out when the marketer empties its text', () => {
    renderBlock(stockCarousel, { ...USED_TOYOTAS, viewAllText: '' }, { data: { cars: [corolla()], count: 1 } });
    expect(screen.queryByRole('link', { name: /View all/ })).not.toBeInTheDocument();
  });

  it('snaps each card into place as the row scrolls sideways, most of a card wide on a phone', () => {
    const { container } = renderBlock(stockCarousel, USED_TOYOTAS, { data: { cars: [rav4Offer(), corolla()], count: 2 } });
    const row = container.querySelector('ul') as HTMLElement;
    expect(row).toHaveStyle({ overflowX: 'auto', scrollSnapType: 'x mandatory' });
    expect(row.firstElementChild).toHaveStyle({ scrollSnapAlign: 'start', width: 'clamp(16rem, 85%, 19rem)' });
  });

  it('steps with labelled buttons, previous disabled at the start and next at the end', () => {
    const { container } = renderBlock(stockCarousel, USED_TOYOTAS, { data: { cars: [rav4Offer(), corolla(), comingSoonHilux(), soldCx5()], count: 4 } });
    const row = container.querySelector('ul') as HTMLElement;
    const scrollBy = layOutRow(row, { scrollWidth: 1200, clientWidth: 600 });
    const previous = screen.getByRole('button', { name: 'Previous cars' });
    const next = screen.getByRole('button', { name: 'Next cars' });
    expect(previous).toBeDisabled();
    expect(next).toBeEnabled();
    expect(next).toHaveAttribute('aria-controls', row.id);
    fireEvent.click(next);
    expect(scrollBy).toHaveBeenLastCalledWith(expect.objectContaining({ left: expect.any(Number) }));
    expect(previous).toBeEnabled();
    for (let step = 0; step < 40 && !next.hasAttribute('disabled'); step++) fireEvent.click(next);
    expect(next).toBeDisabled();
    fireEvent.click(previous);
    expect(next).toBeEnabled();
  });

  it('knows its ends once the browser has laid the row out and whenever the row changes size, not by reading sizes as it mounts', () => {
    const observed: { target: Element; callback: ResizeObserverCallback }[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(private callback: ResizeObserverCallback) {}
        observe(target: Element) {
          observed.push({ target, callback: this.callback });
        }
        unobserve() {}
        disconnect() {}
      },
    );
    const { container } = renderBlock(stockCarousel, USED_TOYOTAS, { data: { cars: [rav4Offer(), corolla()], count: 2 } });
    const row = container.querySelector('ul') as HTMLElement;
    const next = screen.getByRole('button', { name: 'Next cars' });
    const laidOut = () =>
      act(() => {
        for (const { target, callback } of observed) if (target === row) callback([], {} as ResizeObserver);
      });
    // Every card fits: until laid out the row is drawn as the server drew it, next enabled.
    Object.defineProperty(row, 'scrollWidth', { configurable: true, value: 600 });
    Object.defineProperty(row, 'clientWidth', { configurable: true, value: 600 });
    expect(next).toBeEnabled();
    laidOut();
    expect(next).toBeDisabled();
    // A narrower row (a phone turned) no longer fits its cards.
    Object.defineProperty(row, 'clientWidth', { configurable: true, value: 300 });
    laidOut();
    expect(next).toBeEnabled();
  });

  it('scrolls without animation for shoppers who ask for less motion', () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query.includes('prefers-reduced-motion'),
          media: query,
          onchange: null,
          addListener: () => {},
          removeListener: () => {},
          addEventListener: () => {},
          removeEventListener: () => {},
          dispatchEvent: () => false,
        }) as MediaQueryList,
    );
    const { container } = renderBlock(stockCarousel, USED_TOYOTAS, { data: { cars: [rav4Offer(), corolla()], count: 2 } });
    const scrollBy = layOutRow(container.querySelector('ul') as HTMLElement, { scrollWidth: 1200, clientWidth: 600 });
    fireEvent.click(screen.getByRole('button', { name: 'Next cars' }));
    expect(scrollBy).toHaveBeenCalledWith(expect.objectContaining({ behavior: 'auto' }));
  });

  it('has no step buttons for a single car', () => {
    renderBlock(stockCarousel, USED_TOYOTAS, { data: { cars: [corolla()], count: 1 } });
    expect(screen.queryByRole('button', { name: 'Next cars' })).not.toBeInTheDocument();
  });

  it("says so, in the marketer's words, when no car matches", () => {
    renderBlock(stockCarousel, { ...USED_TOYOTAS, emptyText: 'No used Toyotas this week.' }, { data: { cars: [], count: 0 } });
    expect(screen.getByText('No used Toyotas this week.')).toBeInTheDocument();
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /View all/ })).not.toBeInTheDocument();
  });

  it("names the region itself without a heading, the cards taking the block's heading level", () => {
    renderBlock(stockCarousel, { ...USED_TOYOTAS, heading: '' }, { data: { cars: [corolla()], count: 1 } });
    expect(screen.getByRole('region', { name: 'Cars in stock' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '2024 Toyota Corolla SX' })).toBeInTheDocument();
  });

  it('gives each card the buttons the marketer chose', () => {
    renderBlock(stockCarousel, { ...USED_TOYOTAS, buttons: ['enquire'] }, { data: { cars: [corolla()], count: 1 } });
    expect(screen.getByRole('link', { name: 'Enquire, 2024 Toyota Corolla SX' })).toHaveAttribute('href', `${BASE}/enquiry?car_id=4101`);
    expect(screen.queryByRole('link', { name: /View Details/ })).not.toBeInTheDocument();
  });
});
