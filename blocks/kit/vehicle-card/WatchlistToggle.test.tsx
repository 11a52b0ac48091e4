import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WatchlistToggle, type WatchlistToggleProps } from './WatchlistToggle.client';

const rav4 = { id: 4102, name: '2024 Toyota RAV4 GX' };
const URLS = { list: '/sites/sunshine-toyota/api/watchlist', save: '/sites/sunshine-toyota/api/watchlist/save-car', remove: '/sites/sunshine-toyota/api/watchlist/remove-car' };
const SHOWN = { saved: true, notSaved: true };

type Reply = { status: number; body: unknown };
let replies: Record<string, Reply[]>;
let calls: { url: string; body: unknown }[];

beforeEach(() => {
  calls = [];
  replies = {};
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const reply = replies[url]?.shift() ?? { status: 500, body: {} };
      return new Response(JSON.stringify(reply.body), { status: reply.status, headers: { 'content-type': 'application/json' } });
    }),
  );
  vi.spyOn(window, 'alert').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

const signedIn = (ids: number[] = []) => (replies[URLS.list] = [{ status: 200, body: { phone_number: '+61412345678', items: ids.map((id) => ({ id })) } }]);

function renderToggle(props: Partial<WatchlistToggleProps> & { navigate?: (href: string) => void } = {}) {
  return render(
    <Provider>
      <MantineProvider env="test">
        <WatchlistToggle car={rav4} urls={URLS} signInHref="/sites/sunshine-toyota/sign-in" listHref="/sites/sunshine-toyota/watchlist" shownWhen={SHOWN} {...props} />
      </MantineProvider>
    </Provider>,
  );
}

const button = () => screen.getByRole('button', { name: 'Save 2024 Toyota RAV4 GX to watchlist' });

describe('watchlist toggle', () => {
  it('spec search §4: saves optimistically, then calls save-car with phone_number and car_id; §8: the saved toast with View List', async () => {
    signedIn();
    let answer!: (reply: Response) => void;
    renderToggle();
    await waitFor(() => expect(button()).toHaveAttribute('aria-busy', 'false'));
    vi.mocked(fetch).mockImplementationOnce(async (url, init) => {
      calls.push({ url: String(url), body: JSON.parse(String(init!.body)) });
      return new Promise<Response>((resolve) => (answer = resolve));
    });
    fireEvent.click(button());
    // Pressed before the server has answered.
    expect(button()).toHaveAttribute('aria-pressed', 'true');
    expect(calls.at(-1)).toEqual({ url: URLS.save, body: { phone_number: '+61412345678', car_id: 4102 } });
    answer(Response.json({ success: true }));
    const toast = await screen.findByRole('status');
    expect(toast).toHaveTextContent('Car Saved In Watchlist');
    expect(toast).toHaveTextContent('2024 Toyota RAV4 GX is now in your watchlist.');
    expect(screen.getByRole('link', { name: 'View List' })).toHaveAttribute('href', '/sites/sunshine-toyota/watchlist');
  });

  it('spec search §8: removing shows the Car Removed toast', async () => {
    signedIn([4102]);
    replies[URLS.remove] = [{ status: 200, body: { success: true } }];
    renderToggle();
    await waitFor(() => expect(button()).toHaveAttribute('aria-pressed', 'true'));
    fireEvent.click(button());
    const toast = await screen.findByRole('status');
    expect(toast).toHaveTextContent('Car Removed');
    expect(toast).toHaveTextContent('2024 Toyota RAV4 GX is no longer in your watchlist.');
    expect(button()).toHaveAttribute('aria-pressed', 'false');
    expect(calls.at(-1)).toEqual({ url: URLS.remove, body: { phone_number: '+61412345678', car_id: 4102 } });
  });

  it('spec search §7/§8: a failed call puts the toggle back and alerts the error message; no toast', async () => {
    signedIn();
    replies[URLS.save] = [{ status: 404, body: { success: false, message: 'That car is not for sale on this site.' } }];
    renderToggle();
    await waitFor(() => expect(button()).toHaveAttribute('aria-busy', 'false'));
    fireEvent.click(button());
    await waitFor(() => expect(window.alert).toHaveBeenCalledWith('That car is not for sale on this site.'));
    expect(button()).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('spec search §7: an answer without a success field counts as unsuccessful', async () => {
    signedIn();
    replies[URLS.save] = [{ status: 200, body: { saved: true } }];
    renderToggle();
    await waitFor(() => expect(button()).toHaveAttribute('aria-busy', 'false'));
    fireEvent.click(button());
    await waitFor(() => expect(window.alert).toHaveBeenCalledWith('Your watchlist could not be changed just now. Try again.'));
    expect(button()).toHaveAttribute('aria-pressed', 'false');
  });

  it('spec search §6: a signed-out shopper is sent to /sign-in?type=watchlist with redirect and back, and nothing is saved', async () => {
    replies[URLS.list] = [{ status: 200, body: { phone_number: null, items: [] } }];
    window.history.pushState({}, '', '/sites/sunshine-toyota/search?make=toyota');
    const navigate = vi.fn();
    renderToggle({ navigate });
    await waitFor(() => expect(button()).toHaveAttribute('aria-busy', 'false'));
    fireEvent.click(button());
    const target = new URL(navigate.mock.calls[0]![0] as string, 'http://x.invalid');
    expect(target.pathname).toBe('/sites/sunshine-toyota/sign-in');
    expect(Object.fromEntries(target.searchParams)).toEqual({
      type: 'watchlist',
      redirect: '/sites/sunshine-toyota/search?make=toyota',
      back: '/sites/sunshine-toyota/search?make=toyota',
    });
    expect(calls.map((call) => call.url)).toEqual([URLS.list]);
    expect(button()).toHaveAttribute('aria-pressed', 'false');
  });

  it('spec search §4: a sold car shows no button unless already saved', async () => {
    signedIn([4102]);
    renderToggle({ shownWhen: { saved: true, notSaved: false } });
    expect(await screen.findByRole('button', { name: 'Save 2024 Toyota RAV4 GX to watchlist' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('spec search §4: a sold car not in the watchlist shows no button', async () => {
    signedIn([]);
    renderToggle({ shownWhen: { saved: true, notSaved: false } });
    await waitFor(() => expect(calls.map((call) => call.url)).toEqual([URLS.list]));
    expect(screen.queryByRole('button')).toBeNull();
  });
});
