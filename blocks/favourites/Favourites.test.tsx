import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderOnPage, savedCarFrom, stubSite, type SiteReplies } from '../kit/saved-cars/test-support/saved-cars';
import { corolla, soldCx5 } from '../kit/test-support/cars';
import { favouriteOf } from '../kit/vehicle-card/favourites-store';
import { siteWith, type SettingsChange } from '../kit/vehicle-card/test-support/render-card';
import favourites from './index';
import { FAVOURITES_OFF_TEXT } from './Favourites';
import { favouritesDefaults } from './schema';

const BASE = '/sites/bayside-motors';
const KEY = 'favourites:bayside-motors';
const gone = { id: 4999, name: '2019 Kia Sportage Si', slug: '2019-kia-sportage-si-4999', make: 'Kia', model: 'Sportage' };
let site: SiteReplies;

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  site = stubSite(`${BASE}/api/saved-cars`, [savedCarFrom(corolla()), savedCarFrom(soldCx5())]);
});
afterEach(() => vi.restoreAllMocks());

const store = (...cars: object[]) => window.localStorage.setItem(KEY, JSON.stringify(cars));
const stored = () => JSON.parse(window.localStorage.getItem(KEY) ?? '[]').map((car: { id: number }) => car.id);
const show = (settings: SettingsChange = {}) => renderOnPage(favourites, favouritesDefaults, siteWith({ settings }));
const row = (name: string) => screen.getByRole('article', { name });

describe('favourites page', () => {
  it('lists the saved cars with their price, key facts and status today, read from the site', async () => {
    store(favouriteOf(corolla()), favouriteOf(soldCx5()), gone);
    show();
    const list = await screen.findByRole('list', { name: 'Your favourites' });
    expect(within(list).getAllByRole('article')).toHaveLength(3);
    await waitFor(() => expect(row('2024 Toyota Corolla SX')).toHaveTextContent('In stock'));
    expect(row('2024 Toyota Corolla SX')).toHaveTextContent('$34,990');
    expect(
      within(row('2024 Toyota Corolla SX'))
        .getAllByRole('listitem')
        .map((fact) => fact.textContent),
    ).toEqual(['12,345 km', 'Hybrid Petrol', 'Automatic', 'Brighton']);
    expect(within(row('2024 Toyota Corolla SX')).getByRole('link', { name: '2024 Toyota Corolla SX' })).toHaveAttribute('href', `${BASE}/cars/2024-toyota-corolla-sx-4101`);
    expect(site.calls.map((call) => call.url)).toEqual([`${BASE}/api/saved-cars?ids=4101%2C4103%2C4999`]);
  });

  it('spec detail §2: a sold car says Sold and a car gone says so, each with Find Me Something Similar for its make and model', async () => {
    store(favouriteOf(soldCx5()), gone);
    show();
    await waitFor(() => expect(row('2021 Mazda CX-5 Maxx Sport')).toHaveTextContent('Sold'));
    expect(within(row('2021 Mazda CX-5 Maxx Sport')).getByRole('link', { name: 'Find Me Something Similar, 2021 Mazda CX-5 Maxx Sport' })).toHaveAttribute(
      'href',
      `${BASE}/search/mazda/cx-5?price=25000:38000&body=suv`,
    );
    const sportage = row('2019 Kia Sportage Si');
    expect(sportage).toHaveTextContent('No longer available');
    expect(within(sportage).getByRole('link', { name: 'Find Me Something Similar, 2019 Kia Sportage Si' })).toHaveAttribute('href', `${BASE}/search/kia/sportage`);
    // Gone: no page to link to.
    expect(within(sportage).queryByRole('link', { name: '2019 Kia Sportage Si' })).toBeNull();
  });

  it('removes a car, from the list and from the browser, saying so', async () => {
    store(favouriteOf(corolla()), favouriteOf(soldCx5()));
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove 2024 Toyota Corolla SX from favourites' }));
    expect(screen.queryByRole('article', { name: '2024 Toyota Corolla SX' })).toBeNull();
    expect(stored()).toEqual([4103]);
    expect(screen.getByRole('status')).toHaveTextContent('Car Removed2024 Toyota Corolla SX is no longer in your favourites.');
  });

  it('spec search §6: compares a car still for sale where the dealer lets shoppers compare; a sold one cannot be added', async () => {
    site.savedCars = [savedCarFrom(corolla()), savedCarFrom(soldCx5(), false)];
    store(favouriteOf(corolla()), favouriteOf(soldCx5()));
    show({ compare: { enabled: true } });
    const compare = await screen.findByRole('checkbox', { name: 'Compare 2024 Toyota Corolla SX' });
    fireEvent.click(compare);
    // The toggle appeared with the site's answer, outside act: its store subscription is a passive
    // effect React may not have run yet, so the checked state shows once it has.
    await waitFor(() => expect(compare).toBeChecked());
    expect(JSON.parse(window.localStorage.getItem('compare:bayside-motors') ?? '[]').map((car: { id: number }) => car.id)).toEqual([4101]);
    expect(screen.queryByRole('checkbox', { name: 'Compare 2021 Mazda CX-5 Maxx Sport' })).toBeNull();
  });

  it('with nothing saved, says how to start and leads to the search', async () => {
    show();
    expect(await screen.findByText('You have no favourites yet. Press the heart on any car to keep it here.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse our stock' })).toHaveAttribute('href', `${BASE}/search`);
  });

  it('says so where the dealer has favourites off', () => {
    store(favouriteOf(corolla()));
    show({ favourites: { enabled: false } });
    expect(screen.getByText(FAVOURITES_OFF_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('offers a signed-in shopper the watchlist for the favourites not in it, and moves them there', async () => {
    store(favouriteOf(corolla()), favouriteOf(soldCx5()));
    site.others[`${BASE}/api/watchlist`] = [{ status: 200, body: { phone_number: '+61412345678', items: [{ id: 4103 }] } }];
    site.others[`${BASE}/api/watchlist/save-car`] = [{ status: 200, body: { success: true } }];
    show({ watchlist: { enabled: true } });
    fireEvent.click(await screen.findByRole('button', { name: 'Add 1 car to my watchlist' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('1 car from your favourites is now in your watchlist.'));
    expect(site.calls.filter((call) => call.url.endsWith('/save-car')).map((call) => call.body)).toEqual([{ phone_number: '+61412345678', car_id: 4101 }]);
    expect(stored()).toEqual([4103]);
  });
});
