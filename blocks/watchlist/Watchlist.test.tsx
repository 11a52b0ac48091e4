import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderBlock } from '../kit/test-support/site-context';
import { siteWith } from '../kit/vehicle-card/test-support/render-card';
import watchlist from './index';

const LIST = '/sites/bayside-motors/api/watchlist';
const REMOVE = '/sites/bayside-motors/api/watchlist/remove-car';
let replies: Record<string, { status: number; body: unknown }[]>;
let posted: { url: string; body: unknown }[];

beforeEach(() => {
  replies = {};
  posted = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.body) posted.push({ url, body: JSON.parse(String(init.body)) });
      const reply = replies[url]?.shift() ?? { status: 500, body: {} };
      return new Response(JSON.stringify(reply.body), { status: reply.status });
    }),
  );
  vi.spyOn(window, 'alert').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

const withWatchlist = () => siteWith({ settings: { watchlist: { enabled: true } } });
const rav4 = { id: 4102, name: '2024 Toyota RAV4 GX', slug: '2024-toyota-rav4-gx-4102', primary_image_url: null };

describe('watchlist page', () => {
  it("spec search §2: lists the signed-in shopper's saved cars with links, and Remove takes one off", async () => {
    replies[LIST] = [{ status: 200, body: { phone_number: '+61412345678', items: [rav4] } }];
    replies[REMOVE] = [{ status: 200, body: { success: true } }];
    renderBlock(watchlist, {}, { site: withWatchlist() });
    const list = await screen.findByRole('list', { name: 'Saved cars' });
    expect(within(list).getByRole('link', { name: '2024 Toyota RAV4 GX' })).toHaveAttribute('href', '/sites/bayside-motors/cars/2024-toyota-rav4-gx-4102');
    fireEvent.click(screen.getByRole('button', { name: 'Remove 2024 Toyota RAV4 GX from watchlist' }));
    expect(await screen.findByText('Your watchlist is empty. Press the bookmark on any car to keep an eye on it.')).toBeInTheDocument();
    expect(posted).toEqual([{ url: REMOVE, body: { phone_number: '+61412345678', car_id: 4102 } }]);
  });

  it('spec search §6: signed out, it offers sign-in and comes back here', async () => {
    replies[LIST] = [{ status: 200, body: { phone_number: null, items: [] } }];
    renderBlock(watchlist, {}, { site: withWatchlist() });
    const link = await screen.findByRole('link', { name: 'Sign in' });
    expect(link).toHaveAttribute('href', '/sites/bayside-motors/sign-in?type=watchlist&redirect=%2Fsites%2Fbayside-motors%2Fwatchlist&back=%2Fsites%2Fbayside-motors%2Fwatchlist');
  });

  it('spec search §7: a failed removal keeps the car and alerts the message', async () => {
    replies[LIST] = [{ status: 200, body: { phone_number: '+61412345678', items: [rav4] } }];
    replies[REMOVE] = [{ status: 403, body: { success: false, message: 'That is not the mobile number you signed in with.' } }];
    renderBlock(watchlist, {}, { site: withWatchlist() });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove 2024 Toyota RAV4 GX from watchlist' }));
    await waitFor(() => expect(window.alert).toHaveBeenCalledWith('That is not the mobile number you signed in with.'));
    expect(screen.getByRole('link', { name: '2024 Toyota RAV4 GX' })).toBeInTheDocument();
  });

  it('says so where the dealer offers no watchlist, and asks the server nothing', () => {
    renderBlock(watchlist, {}, { site: siteWith({ settings: { watchlist: { enabled: false } } }) });
    expect(screen.getByText('This dealer does not offer a watchlist.')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });
});
