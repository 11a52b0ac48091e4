import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSiteContext } from '../../runtime/render/site-context';
import { BRIGHTON, BRIGHTON_SERVICE, FRANKSTON_PARTS } from '../kit/locations/test-support/locations';
import { renderBlock, TEST_NOW, testSiteDocument } from '../kit/test-support/site-context';
import locationCards from './index';
import { locationCardsDefaults } from './schema';

const NEAREST_ON = { ...locationCardsDefaults.nearest, enabled: true };

function site({ phoneReveal = false, manufacturers = ['toyota', 'mazda'], serviceBooking }: { phoneReveal?: boolean; manufacturers?: string[]; serviceBooking?: string } = {}) {
  const document = testSiteDocument();
  document.settings.phoneReveal.enabled = phoneReveal;
  document.dealer.manufacturers = manufacturers;
  if (serviceBooking) document.settings.serviceBooking = { url: serviceBooking, label: 'Enquire Now' };
  return createSiteContext({ document, basePath: '/sites/bayside-motors', page: document.pages[0], now: new Date(TEST_NOW) });
}

afterEach(() => vi.unstubAllGlobals());

describe('location cards (spec detail §2 "Locations")', () => {
  it('a card: heading, star rating, address, phone, landline, opening hours, licence, Contact, Get Directions, picture and View Location', () => {
    renderBlock(locationCards, {}, { data: { locations: [BRIGHTON] }, site: site() });
    expect(screen.getByRole('heading', { level: 2, name: 'Our Locations' })).toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'Bayside Toyota Brighton' });
    expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent('Bayside Toyota Brighton');
    expect(within(card).getByRole('img', { name: 'Rated 4.6 out of 5 from 23 reviews' })).toBeInTheDocument();
    expect(card.querySelector('address')).toHaveTextContent('12 Nepean HighwayBrighton VIC 3186');
    expect(within(card).getByRole('link', { name: 'Call Bayside Toyota Brighton on 03 9555 0111' })).toHaveAttribute('href', 'tel:0395550111');
    expect(within(card).getByRole('link', { name: 'Call Bayside Toyota Brighton (landline) on 03 9555 0199' })).toHaveAttribute('href', 'tel:0395550199');
    const hours = within(card).getByRole('table', { name: 'Opening Hours: Bayside Toyota Brighton' });
    expect(
      within(hours)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['Mon-FriMonday to Friday8:30 AM - 5:30 PM', 'Sat 20 JunSaturday 20 June10:00 AM - 2:00 PM (special hours)', 'SunSundayClosed']);
    expect(card).toHaveTextContent('Licence: DL 12345');
    expect(within(card).getByRole('link', { name: 'Contact Bayside Toyota Brighton' })).toHaveAttribute('href', '/sites/bayside-motors/contact-us/bayside-toyota-brighton');
    expect(within(card).getByRole('link', { name: 'Get Directions to Bayside Toyota Brighton (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=Bayside%20Toyota%20Brighton%2C%2012%20Nepean%20Highway%2C%20Brighton%2C%20VIC%2C%203186',
    );
    expect(within(card).getByRole('link', { name: 'View Location: Bayside Toyota Brighton' })).toHaveAttribute('href', '/sites/bayside-motors/locations/bayside-toyota-brighton');
    expect(card.querySelector('img[src="/media/banners/showroom.svg"]')).toHaveAttribute('alt', '');
  });

  it('holiday opening hours open in a dialog: the special hours ahead, soonest first, on the location’s own clock', async () => {
    renderBlock(locationCards, {}, { data: { locations: [BRIGHTON] }, site: site() });
    fireEvent.click(screen.getByRole('button', { name: 'Holiday Opening Hours: Bayside Toyota Brighton' }));
    const dialog = await screen.findByRole('dialog', { name: 'Holiday Opening Hours: Bayside Toyota Brighton' });
    expect(
      within(dialog)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['Saturday 20 June 202610:00 AM - 2:00 PM', 'Friday 25 December 2026Closed']);
  });

  it('a service location shows its repairer number as MRB, its week day by day when one weekday differs, and Enquire Now on closed days where the dealer books online', () => {
    renderBlock(locationCards, {}, { data: { locations: [BRIGHTON_SERVICE] }, site: site({ serviceBooking: 'https://booking.example.com/bayside' }) });
    const card = screen.getByRole('article', { name: 'Bayside Toyota Service' });
    expect(card).toHaveTextContent('Repairer: MRB 45821');
    expect(
      within(card)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['MonMonday', 'TueTuesday', 'WedWednesday', 'ThuThursday', 'FriFriday', 'SatSaturday', 'SunSunday']);
    expect(within(card).getByRole('link', { name: 'Enquire Now: book a service online (opens in a new tab)' })).toHaveAttribute('href', 'https://booking.example.com/bayside');
    expect(within(card).queryByRole('img', { name: /Rated/ })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Holiday/ })).not.toBeInTheDocument();
  });

  it('a location with no hours shows none; a landline alone is its number', () => {
    renderBlock(locationCards, {}, { data: { locations: [FRANKSTON_PARTS] }, site: site() });
    const card = screen.getByRole('article', { name: 'Bayside Mazda Parts Frankston' });
    expect(within(card).queryByRole('table')).not.toBeInTheDocument();
    expect(card).not.toHaveTextContent('Opening Hours');
    expect(within(card).getByRole('link', { name: /on 03 9555 0200/ })).toBeInTheDocument();
  });

  it('masks the numbers where the dealer reveals them on click', () => {
    renderBlock(locationCards, {}, { data: { locations: [BRIGHTON] }, site: site({ phoneReveal: true }) });
    expect(screen.getByRole('button', { name: 'Show number: Bayside Toyota Brighton' })).toBeInTheDocument();
    expect(screen.getByRole('article')).not.toHaveTextContent('9555 0111');
  });

  it('spec detail §2: Contact leads to /contact on a site of one manufacturer', () => {
    renderBlock(locationCards, {}, { data: { locations: [BRIGHTON] }, site: site({ manufacturers: ['toyota'] }) });
    expect(screen.getByRole('link', { name: 'Contact Bayside Toyota Brighton' })).toHaveAttribute('href', '/sites/bayside-motors/contact');
  });

  it('shows a street map around the location instead of the photo when asked, with its attribution', () => {
    renderBlock(locationCards, { media: 'map' }, { data: { locations: [BRIGHTON] }, site: site() });
    const map = screen.getByRole('img', { name: 'Street map around Bayside Toyota Brighton' });
    expect(map.querySelectorAll('img[src^="https://tile.openstreetmap.org/16/"]')).toHaveLength(9);
    expect(screen.getByRole('link', { name: '© OpenStreetMap contributors' })).toHaveAttribute('href', 'https://www.openstreetmap.org/copyright');
    expect(document.querySelector('img[src="/media/banners/showroom.svg"]')).toBeNull();
  });

  it('without a heading, the cards are named by their own headings one level up', () => {
    renderBlock(locationCards, { heading: '', headingLevel: 2 }, { data: { locations: [BRIGHTON, BRIGHTON_SERVICE] }, site: site() });
    expect(screen.getByRole('region', { name: 'Locations' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Bayside Toyota Brighton', 'Bayside Toyota Service']);
  });

  it('shows nothing to shoppers when no location matches, and says why in the editor', () => {
    const { container } = renderBlock(locationCards, {}, { data: { locations: [] }, site: site() });
    expect(container.querySelector(':not(style)')).toBeNull();
    const document = testSiteDocument();
    renderBlock(locationCards, {}, { data: { locations: [] }, site: createSiteContext({ document, basePath: '', page: document.pages[0], mode: 'editor' }), id: 'editor' });
    expect(screen.getByRole('note')).toHaveTextContent('No location matches');
  });
});

describe('find your nearest dealership (spec detail §5, §9)', () => {
  it('asks the site for the locations nearest the postcode and lists the block’s own, nearest first, with the distance', async () => {
    const fetch = vi.fn(async () =>
      Response.json({
        postcode: '3199',
        locations: [
          { id: 13, slug: 'bayside-mazda-parts-frankston', name: 'Bayside Mazda Parts Frankston', distance_km: 1.2 },
          { id: 99, slug: 'not-in-this-block', name: 'Somewhere else', distance_km: 5 },
          { id: 11, slug: 'bayside-toyota-brighton', name: 'Bayside Toyota Brighton', distance_km: 27.46 },
        ],
      }),
    );
    vi.stubGlobal('fetch', fetch);
    renderBlock(locationCards, { nearest: NEAREST_ON }, { data: { locations: [BRIGHTON, FRANKSTON_PARTS] }, site: site() });
    const search = screen.getByRole('search', { name: 'Find your nearest dealership' });
    fireEvent.change(within(search).getByRole('textbox', { name: 'Your postcode' }), { target: { value: '3199' } });
    fireEvent.click(within(search).getByRole('button', { name: 'Find' }));
    await waitFor(() => expect(within(search).getByRole('status')).toHaveTextContent('Nearest to 3199: Bayside Mazda Parts Frankston, 1.2 km'));
    expect(fetch).toHaveBeenCalledWith('/sites/bayside-motors/api/nearest-locations?postcode=3199', expect.anything());
    const list = within(search).getByRole('list', { name: 'Nearest to 3199' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Bayside Mazda Parts Frankston — 1.2 km', 'Bayside Toyota Brighton — 27.5 km']);
    expect(within(list).getByRole('link', { name: 'Bayside Toyota Brighton' })).toHaveAttribute('href', '/sites/bayside-motors/locations/bayside-toyota-brighton');
  });

  it('says "Invalid postcode. Please enter a 4-digit number." without asking, and the server’s "Invalid postcode"', async () => {
    const fetch = vi.fn(async () => Response.json({ error: 'The request has errors.', fields: [{ field: '/postcode', message: 'Invalid postcode' }] }, { status: 400 }));
    vi.stubGlobal('fetch', fetch);
    renderBlock(locationCards, { nearest: NEAREST_ON }, { data: { locations: [BRIGHTON, FRANKSTON_PARTS] }, site: site() });
    const input = screen.getByRole('textbox', { name: 'Your postcode' });
    fireEvent.change(input, { target: { value: '31' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find' }));
    await waitFor(() => expect(input).toHaveAccessibleDescription('Invalid postcode. Please enter a 4-digit number.'));
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(fetch).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: '0000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find' }));
    await waitFor(() => expect(input).toHaveAccessibleDescription('Invalid postcode'));
  });

  it('is not offered for a single location', () => {
    renderBlock(locationCards, { nearest: NEAREST_ON }, { data: { locations: [BRIGHTON] }, site: site() });
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
  });
});
