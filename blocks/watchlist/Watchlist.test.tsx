import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderOnPage, savedCarFrom, stubSite, type SiteReplies } from '../kit/saved-cars/test-support/saved-cars';
import { comingSoonHilux, corolla, soldCx5 } from '../kit/test-support/cars';
import { siteWith } from '../kit/vehicle-card/test-support/render-card';
import watchlist from './index';
import { watchlistDefaults } from './schema';

const BASE = '/sites/bayside-motors';
const LIST = `${BASE}/api/watchlist`;
const REMOVE = `${BASE}/api/watchlist/remove-car`;
let site: SiteReplies;

beforeEach(() => {
  site = stubSite(`${BASE}/api/saved-cars`, [savedCarFrom(corolla()), savedCarFrom(soldCx5()), savedCarFrom(comingSoonHilux())]);
  vi.spyOn(window, 'alert').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

const withWatchlist = () => siteWith({ settings: { watchlist: { enabled: true } } });
const listed = (car: { id: number; name: string; slug: string; primary_image_url?: string }) => ({
  id: car.id,
  name: car.name,
  slug: car.slug,
  primary_image_url: car.primary_image_url ?? null,
});
const signedInWith = (...cars: Parameters<typeof listed>[0][]) => (site.others[LIST] = [{ status: 200, body: { phone_number: '+61412345678', items: cars.map(listed) } }]);
const show = (settings = withWatchlist()) => renderOnPage(watchlist, watchlistDefaults, settings);
const row = (name: string) => screen.getByRole('article', { name });

describe('watchlist page', () => {
  it("spec search §2: lists the signed-in shopper's saved cars like cards: price, key facts and status today", async () => {
    signedInWith(corolla(), soldCx5(), comingSoonHilux());
    show();
    const list = await screen.findByRole('list', { name: 'Saved cars' });
    expect(within(list).getByRole('link', { name: '2024 Toyota Corolla SX' })).toHaveAttribute('href', `${BASE}/cars/2024-toyota-corolla-sx-4101`);
    await waitFor(() => expect(row('2024 Toyota Corolla SX')).toHaveTextContent('In stock'));
    expect(row('2024 Toyota Corolla SX')).toHaveTextContent('$34,990');
    expect(row('2024 Toyota Corolla SX')).toHaveTextContent('12,345 km');
    expect(row('2026 Toyota HiLux SR5')).toHaveTextContent('Coming Soon');
    expect(row('2021 Mazda CX-5 Maxx Sport')).toHaveTextContent('Sold');
    expect(within(row('2021 Mazda CX-5 Maxx Sport')).getByRole('link', { name: 'Find Me Something Similar, 2021 Mazda CX-5 Maxx Sport' })).toHaveAttribute(
      'href',
      `${BASE}/search/mazda/cx-5?price=25000:38000&body=suv`,
    );
  });

  it('Remove takes a car off; the last one gone, the page says the list is empty and leads to the search', async () => {
    signedInWith(corolla());
    site.others[REMOVE] = [{ status: 200, body: { success: true } }];
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove 2024 Toyota Corolla SX from watchlist' }));
    expect(await screen.findByText('Your watchlist is empty. Press the heart on any car to keep an eye on it.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse our stock' })).toHaveAttribute('href', `${BASE}/search`);
    expect(site.calls.filter((call) => call.url === REMOVE)).toEqual([{ url: REMOVE, body: { phone_number: '+61412345678', car_id: 4101 } }]);
  });

  it('says who is signed in, as the shopper writes the number, with Sign out', async () => {
    signedInWith();
    show();
    expect(await screen.findByText('Signed in as 0412 345 678')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });

  it('spec search §6: signed out, it offers sign-in and comes back here', async () => {
    site.others[LIST] = [{ status: 200, body: { phone_number: null, items: [] } }];
    show();
    const link = await screen.findByRole('link', { name: 'Sign in' });
    expect(link).toHaveAttribute('href', '/sites/bayside-motors/sign-in?type=watchlist&redirect=%2Fsites%2Fbayside-motors%2Fwatchlist&back=%2Fsites%2Fbayside-motors%2Fwatchlist');
  });

  it('spec search §7: a failed removal keeps the car and alerts the message', async () => {
    signedInWith(corolla());
    site.others[REMOVE] = [{ status: 403, body: { success: false, message: 'That is not the mobile number you signed in with.' } }];
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove 2024 Toyota Corolla SX from watchlist' }));
    await waitFor(() => expect(window.alert).toHaveBeenCalledWith('That is not the mobile number you signed in with.'));
    expect(screen.getByRole('link', { name: '2024 Toyota Corolla SX' })).toBeInTheDocument();
  });

  it('says so where the dealer offers no watchlist, and asks the server nothing', () => {
    show(siteWith({ settings: { watchlist: { enabled: false } } }));
    expect(screen.getByText('This dealer does not offer a watchlist.')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });
});
