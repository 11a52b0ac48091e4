import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createSiteContext } from '../../runtime/render/site-context';
import type { Location } from '../../schemas/entities/location';
import { BRIGHTON, BRIGHTON_SERVICE, FRANKSTON_PARTS } from '../kit/locations/test-support/locations';
import { pressKey } from '../kit/test-support/keyboard';
import { renderBlock, TEST_NOW, testSiteDocument } from '../kit/test-support/site-context';
import locationInfo from './index';
import type { LocationInfoData } from './load';

function locationPage(location: Location) {
  const document = testSiteDocument();
  document.settings.phoneReveal.enabled = false;
  const page = { id: 'location', path: '/locations/:slug', title: 'Location', layout: true, seo: { noindex: false }, blocks: [] };
  return createSiteContext({ document, basePath: '/sites/bayside-motors', page, params: { slug: location.slug }, location, now: new Date(TEST_NOW) });
}

const EVERY_KIND: LocationInfoData = {
  location: BRIGHTON,
  hoursByKind: [
    { kind: 'sales', location: BRIGHTON },
    { kind: 'service', location: BRIGHTON_SERVICE },
    { kind: 'parts', location: FRANKSTON_PARTS },
  ],
};

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => row.textContent);

describe('location info (spec detail §2 "Locations")', () => {
  it('shows the name, street, city and state, the phones, Get Directions and a rating box linking to #reviews', () => {
    renderBlock(locationInfo, {}, { data: EVERY_KIND, site: locationPage(BRIGHTON) });
    const section = screen.getByRole('region', { name: 'Bayside Toyota Brighton' });
    expect(within(section).getByRole('heading', { level: 1 })).toHaveTextContent('Bayside Toyota Brighton');
    expect(section.querySelector('address')).toHaveTextContent('12 Nepean HighwayBrighton VIC 3186');
    expect(within(section).getByRole('link', { name: 'Call Bayside Toyota Brighton on 03 9555 0111' })).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Get Directions to Bayside Toyota Brighton (opens in a new tab)' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=Bayside%20Toyota%20Brighton/),
    );
    const rating = within(section).getByRole('link', { name: 'Rated 4.6 out of 5 from 23 reviews: read the reviews' });
    expect(rating).toHaveAttribute('href', '#reviews');
    expect(rating.closest('[data-rating-box]')).toHaveTextContent('Customer rating');
  });

  it('opens the Opening Hours on the page location’s own kind, with a dropdown of the kinds the site has', () => {
    renderBlock(locationInfo, {}, { data: EVERY_KIND, site: locationPage(BRIGHTON) });
    expect(screen.getByRole('heading', { level: 2, name: 'Opening Hours' })).toBeInTheDocument();
    const dropdown = screen.getByRole('button', { name: 'Show opening hours for: Sales' });
    expect(dropdown).toHaveAttribute('aria-haspopup', 'menu');
    expect(dropdown).toHaveAttribute('aria-expanded', 'false');
    expect(rowsOf(screen.getByRole('table', { name: 'Opening Hours: Sales, Bayside Toyota Brighton' }))).toEqual([
      'Mon-FriMonday to Friday8:30 AM - 5:30 PM',
      'Sat 20 JunSaturday 20 June10:00 AM - 2:00 PM (special hours)',
      'SunSundayClosed',
    ]);
  });

  it('the dropdown is keyboard operable and marks its open state: Enter opens it, the arrows move, Enter chooses, focus comes back', async () => {
    renderBlock(locationInfo, {}, { data: EVERY_KIND, site: locationPage(BRIGHTON) });
    const dropdown = screen.getByRole('button', { name: 'Show opening hours for: Sales' });
    const header = dropdown.closest('[data-hours-header]') as HTMLElement;
    expect(header).not.toHaveAttribute('data-dropdown-open');
    dropdown.focus();
    act(() => pressKey(dropdown, 'Enter'));
    const menu = await screen.findByRole('menu', { name: 'Show opening hours for: Sales' });
    expect(dropdown).toHaveAttribute('aria-expanded', 'true');
    expect(header).toHaveAttribute('data-dropdown-open', 'true');
    // Parts publishes no hours, so it is not offered.
    const items = within(menu).getAllByRole('menuitemradio');
    expect(items.map((item) => [item.textContent, item.getAttribute('aria-checked')])).toEqual([
      ['Sales', 'true'],
      ['Service', 'false'],
    ]);
    // Opened from the keyboard, the first kind takes the focus (the menu button pattern); the arrows move it from kind to kind.
    await waitFor(() => expect(items[0]).toHaveFocus());
    act(() => pressKey(items[0], 'ArrowDown'));
    await waitFor(() => expect(items[1]).toHaveFocus());
    act(() => pressKey(items[1], 'Enter'));
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(header).not.toHaveAttribute('data-dropdown-open');
    const chosen = screen.getByRole('button', { name: 'Show opening hours for: Service' });
    await waitFor(() => expect(chosen).toHaveFocus());
    const table = screen.getByRole('table', { name: 'Opening Hours: Service, Bayside Toyota Service' });
    expect(rowsOf(table).slice(0, 5)).toEqual([
      'MonMonday8:30 AM - 5:30 PM',
      'TueTuesday8:30 AM - 5:30 PM',
      'WedWednesday8:30 AM - 5:30 PM',
      'ThuThursday8:30 AM - 8:00 PM',
      'FriFriday8:30 AM - 5:30 PM',
    ]);
    // Whose hours they are, where they are not the page's own.
    expect(table.parentElement).toHaveTextContent('Bayside Toyota Service');
  });

  it('Escape closes the dropdown without choosing', async () => {
    renderBlock(locationInfo, {}, { data: EVERY_KIND, site: locationPage(BRIGHTON) });
    const dropdown = screen.getByRole('button', { name: 'Show opening hours for: Sales' });
    fireEvent.click(dropdown);
    const menu = await screen.findByRole('menu');
    act(() => pressKey(within(menu).getAllByRole('menuitemradio')[0], 'Escape'));
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(dropdown).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Show opening hours for: Sales' })).toBeInTheDocument();
  });

  it('a site of one kind has no dropdown; holiday hours open from beneath the table', async () => {
    renderBlock(locationInfo, {}, { data: { location: BRIGHTON, hoursByKind: [{ kind: 'sales', location: BRIGHTON }] }, site: locationPage(BRIGHTON) });
    expect(screen.queryByRole('button', { name: /Show opening hours for/ })).not.toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Opening Hours: Bayside Toyota Brighton' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Holiday Opening Hours: Bayside Toyota Brighton' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Friday 25 December 2026Closed');
  });

  it('a location with no hours shows no Opening Hours, nor a rating without reviews', () => {
    renderBlock(locationInfo, {}, { data: { location: FRANKSTON_PARTS, hoursByKind: [{ kind: 'parts', location: FRANKSTON_PARTS }] }, site: locationPage(FRANKSTON_PARTS) });
    expect(screen.queryByRole('heading', { name: 'Opening Hours' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByText('Customer rating')).not.toBeInTheDocument();
  });

  it('says in the editor when the dealer has no location, and shows shoppers nothing', () => {
    const document = testSiteDocument();
    renderBlock(locationInfo, {}, { data: { hoursByKind: [] }, site: createSiteContext({ document, basePath: '', page: document.pages[0], mode: 'editor' }) });
    expect(screen.getByRole('note')).toHaveTextContent('no location to show');
  });
});
