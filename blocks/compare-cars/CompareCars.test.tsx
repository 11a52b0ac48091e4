import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderBlock } from '../kit/test-support/site-context';
import { comparedCarOf } from '../kit/vehicle-card/compare-store';
import { comingSoonHilux, corolla, rav4Offer } from '../kit/test-support/cars';
import { siteWith } from '../kit/vehicle-card/test-support/render-card';
import compareCars from './index';

const KEY = 'compare:bayside-motors';
const withCompare = () => siteWith({ settings: { compare: { enabled: true } } });

function store(...cars: ReturnType<typeof corolla>[]) {
  window.localStorage.setItem(KEY, JSON.stringify(cars.map(comparedCarOf)));
}

function row(label: string) {
  const header = screen.getByRole('rowheader', { name: label });
  return within(header.closest('tr') as HTMLElement)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
}

beforeEach(() => window.localStorage.clear());

describe('compare page', () => {
  it('sets the chosen cars side by side, a column each, with their key facts in rows', () => {
    store(corolla(), rav4Offer());
    renderBlock(compareCars, {}, { site: withCompare() });
    const table = screen.getByRole('table', { name: 'Comparing 2 of up to 3 cars' });
    const columns = within(table).getAllByRole('columnheader');
    expect(columns.map((column) => within(column).getByRole('link').textContent)).toEqual(['2024 Toyota Corolla SX', '2025 Toyota RAV4 GX Hybrid']);
    expect(within(columns[0]).getByRole('link')).toHaveAttribute('href', '/sites/bayside-motors/cars/2024-toyota-corolla-sx-4101');
    expect(row('Price')).toEqual(['$34,990', '$45,990']);
    expect(row('Year')).toEqual(['2024', '2025']);
    expect(row('New, demo or used')).toEqual(['Used', 'Demo']);
    expect(row('Odometer')).toEqual(['12,345 km', '1,480 km']);
    expect(row('Body')).toEqual(['Hatch', 'SUV']);
    expect(row('Transmission')).toEqual(['Automatic', 'Automatic']);
    expect(row('Location')).toEqual(['Brighton', 'Brighton']);
  });

  it("shows the dealer's no-price text and a dash for a fact the feed left out", () => {
    store(comingSoonHilux({ preorder: false, colour: undefined }));
    renderBlock(compareCars, {}, { site: withCompare() });
    expect(row('Price')).toEqual(['Enquire for price.']);
    expect(row('Colour')).toEqual(['—']);
  });

  it('removes a car with its own button, and says so when none is left', () => {
    store(corolla(), rav4Offer());
    renderBlock(compareCars, {}, { site: withCompare() });
    fireEvent.click(screen.getByRole('button', { name: 'Remove 2024 Toyota Corolla SX from the comparison' }));
    expect(screen.getAllByRole('columnheader')).toHaveLength(1);
    expect(JSON.parse(window.localStorage.getItem(KEY) ?? '[]').map((car: { id: number }) => car.id)).toEqual([4102]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove 2025 Toyota RAV4 GX Hybrid from the comparison' }));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText(/You have not chosen any cars to compare yet/)).toBeInTheDocument();
  });

  it('says how to start when nothing is chosen, with a link to the stock', () => {
    renderBlock(compareCars, {}, { site: withCompare() });
    expect(screen.getByText('You have not chosen any cars to compare yet. Press Compare on up to 3 cars to see them side by side.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse our stock' })).toHaveAttribute('href', '/sites/bayside-motors/search');
  });

  it('lets the keyboard scroll a table wider than a phone', () => {
    store(corolla(), rav4Offer(), comingSoonHilux());
    renderBlock(compareCars, {}, { site: withCompare() });
    const scroller = screen.getByRole('region', { name: 'Compare cars: table' });
    expect(scroller).toHaveAttribute('tabindex', '0');
    expect(scroller).toHaveStyle({ overflowX: 'auto' });
  });

  it('spec search §6: is not offered where the dealer has compare off', () => {
    store(corolla());
    renderBlock(compareCars, {});
    expect(screen.getByText('Comparing cars is not available on this site.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
