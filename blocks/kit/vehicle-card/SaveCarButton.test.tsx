import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { renderToString } from 'react-dom/server';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pendingSaveKey } from '../../../runtime/client/pending-save';
import { favouritesAtom } from './favourites-atoms';
import type { Favourite } from './favourites-store';
import { SaveCarButton, type SaveCarButtonProps } from './SaveCarButton.client';
import { watchlistAtom } from './WatchlistState';

const SITE = '/sites/sunshine-toyota';
const URLS = { list: `${SITE}/api/watchlist`, save: `${SITE}/api/watchlist/save-car`, remove: `${SITE}/api/watchlist/remove-car` };
const WATCHLIST = { urls: URLS, signInHref: `${SITE}/sign-in`, listHref: `${SITE}/watchlist`, shownWhen: { saved: true, notSaved: true } };
const FAVOURITES = { listHref: `${SITE}/favourites`, shownWhen: { saved: true, notSaved: true } };
const FAVOURITES_KEY = 'favourites:sunshine-toyota';
/** What showSaveButton gives a sold car: the button only while saved. */
const SOLD = { saved: true, notSaved: false };

const car = (id: number, name: string, model = 'RAV4'): Favourite => ({ id, name, slug: `${name.toLowerCase().replaceAll(' ', '-')}-${id}`, make: 'Toyota', model });
const rav4 = car(4102, '2024 Toyota RAV4 GX');
const corolla = car(4101, '2024 Toyota Corolla SX', 'Corolla');
const hilux = car(4104, '2026 Toyota HiLux SR5', 'HiLux');

type Reply = { status: number; body: unknown };
let replies: Record<string, Reply[]>;
let calls: { url: string; body: unknown }[];

beforeEach(() => {
  calls = [];
  replies = {};
  window.localStorage.clear();
  window.sessionStorage.clear();
  window.history.pushState({}, '', `${SITE}/search?make=toyota`);
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
const signedOut = () => (replies[URLS.list] = [{ status: 200, body: { phone_number: null, items: [] } }]);
const saved = (...favourites: Favourite[]) => window.localStorage.setItem(FAVOURITES_KEY, JSON.stringify(favourites));
const stored = (): unknown => JSON.parse(window.localStorage.getItem(FAVOURITES_KEY) ?? 'null');

/** One page: one jotai store for every button on it, as a page load has. */
function page(children: ReactNode) {
  return render(
    <Provider>
      <MantineProvider env="test">{children}</MantineProvider>
    </Provider>,
  );
}

function button(props: Partial<SaveCarButtonProps> = {}) {
  return <SaveCarButton key={props.car?.id ?? rav4.id} dealerSlug="sunshine-toyota" car={rav4} {...props} />;
}

const heart = (name = rav4.name, list = 'watchlist') => screen.getByRole('button', { name: `Save ${name} to ${list}` });
const ready = () => waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull());
const toasts = () => screen.queryAllByRole('status');

describe('one Save button (runtime/rules/save-target.ts)', () => {
  it('a dealer with favourites and a watchlist: signed out, one heart, saving to favourites, named and with a visible tooltip', async () => {
    signedOut();
    page(button({ favourites: FAVOURITES, watchlist: WATCHLIST }));
    await ready();
    expect(screen.getAllByRole('button')).toHaveLength(1);
    const save = heart(rav4.name, 'favourites');
    expect(save).toHaveAttribute('data-save-target', 'favourites');
    fireEvent.mouseEnter(save);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Save to favourites');
  });

  it('a dealer with favourites and a watchlist: signed in, the same heart saves to the watchlist', async () => {
    signedIn();
    page(button({ favourites: FAVOURITES, watchlist: WATCHLIST }));
    await ready();
    expect(screen.getAllByRole('button')).toHaveLength(1);
    fireEvent.focus(heart());
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Save to watchlist');
  });

  it('waits for the site to say who the shopper is before a press counts, so it never saves to the wrong list', async () => {
    let answer!: (reply: Response) => void;
    vi.mocked(fetch).mockImplementationOnce(() => new Promise<Response>((resolve) => (answer = resolve)));
    page(button({ favourites: FAVOURITES, watchlist: WATCHLIST }));
    const waiting = screen.getByRole('button');
    expect(waiting).toHaveAttribute('aria-busy', 'true');
    fireEvent.click(waiting);
    expect(stored()).toBeNull();
    await act(async () => answer(Response.json({ phone_number: null, items: [] })));
    expect(heart(rav4.name, 'favourites')).toHaveAttribute('aria-busy', 'false');
  });
});

describe('hydration', () => {
  it('draws first what the server drew (not saved, not yet known), whatever another part of the page has already read', () => {
    const store = createStore();
    store.set(favouritesAtom('sunshine-toyota'), [rav4]);
    const html = renderToString(
      <Provider store={store}>
        <MantineProvider env="test">{button({ favourites: FAVOURITES, watchlist: WATCHLIST })}</MantineProvider>
      </Provider>,
    );
    expect(html).toContain('aria-pressed="false"');
    expect(html).toContain('aria-busy="true"');
  });

  it('every button on the page asks for the watchlist once between them, and the list goes from unknown straight to the answer: no state in between renders them all again as they mount', async () => {
    let answer!: (reply: Response) => void;
    vi.mocked(fetch).mockImplementationOnce(() => new Promise<Response>((resolve) => (answer = resolve)));
    const store = createStore();
    const statuses: string[] = [];
    store.sub(watchlistAtom(URLS.list), () => statuses.push(store.get(watchlistAtom(URLS.list)).status));
    render(
      <Provider store={store}>
        <MantineProvider env="test">{[rav4, corolla, hilux].map((each) => button({ car: each, favourites: FAVOURITES, watchlist: WATCHLIST }))}</MantineProvider>
      </Provider>,
    );
    await act(async () => {});
    expect(vi.mocked(fetch).mock.calls.map(([url]) => url)).toEqual([URLS.list]);
    expect(statuses).toEqual([]);
    expect(screen.getAllByRole('button').map((each) => each.getAttribute('aria-busy'))).toEqual(['true', 'true', 'true']);
    await act(async () => answer(Response.json({ phone_number: null, items: [] })));
    expect(statuses).toEqual(['signed-out']);
    expect(screen.getAllByRole('button').map((each) => each.getAttribute('aria-busy'))).toEqual(['false', 'false', 'false']);
  });
});

describe('favourites', () => {
  it('spec (both §4): toggles not saved → saved → not saved, stored per dealership, saying so with aria-pressed and a toast', () => {
    window.localStorage.setItem('favourites:harbour-city-motors', JSON.stringify([corolla]));
    page(button({ favourites: FAVOURITES }));
    const save = heart(rav4.name, 'favourites');
    expect(save).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(save);
    expect(save).toHaveAttribute('aria-pressed', 'true');
    expect(stored()).toEqual([rav4]);
    expect(screen.getByRole('status')).toHaveTextContent('Car Saved In Favourites2024 Toyota RAV4 GX is now in your favourites on this device.');
    expect(within(screen.getByRole('status')).getByRole('link', { name: 'View Favourites' })).toHaveAttribute('href', `${SITE}/favourites`);
    fireEvent.click(save);
    expect(save).toHaveAttribute('aria-pressed', 'false');
    expect(stored()).toEqual([]);
    expect(toasts()).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('Car Removed');
    expect(JSON.parse(window.localStorage.getItem('favourites:harbour-city-motors') ?? '[]')).toEqual([corolla]);
  });

  it('is a real button, so Enter and Space work from the keyboard', () => {
    page(button({ favourites: FAVOURITES }));
    expect(heart(rav4.name, 'favourites').tagName).toBe('BUTTON');
    expect(heart(rav4.name, 'favourites')).toHaveAttribute('type', 'button');
  });

  it('spec (detail §3): finds a car saved after a reload, keeps the others, and follows another tab', () => {
    saved(corolla);
    const first = page(button({ favourites: FAVOURITES }));
    fireEvent.click(heart(rav4.name, 'favourites'));
    expect(stored()).toEqual([corolla, rav4]);
    first.unmount();
    page(button({ favourites: FAVOURITES, car: hilux }));
    const other = JSON.stringify([corolla, rav4, hilux]);
    act(() => {
      window.localStorage.setItem(FAVOURITES_KEY, other);
      window.dispatchEvent(new StorageEvent('storage', { key: FAVOURITES_KEY, newValue: other, storageArea: window.localStorage }));
    });
    expect(heart(hilux.name, 'favourites')).toHaveAttribute('aria-pressed', 'true');
  });

  it('treats a damaged stored list as empty and replaces it on the next save', () => {
    window.localStorage.setItem(FAVOURITES_KEY, '{not json');
    page(button({ favourites: FAVOURITES }));
    fireEvent.click(heart(rav4.name, 'favourites'));
    expect(stored()).toEqual([rav4]);
  });

  it('spec (search §4): a sold car shows no button unless saved, and lets it go once unsaved', () => {
    const { unmount } = page(button({ favourites: { ...FAVOURITES, shownWhen: SOLD } }));
    expect(screen.queryByRole('button')).toBeNull();
    unmount();
    saved(rav4);
    page(button({ favourites: { ...FAVOURITES, shownWhen: SOLD } }));
    fireEvent.click(heart(rav4.name, 'favourites'));
    expect(stored()).toEqual([]);
    expect(screen.queryByRole('button', { name: /^Save/ })).toBeNull();
    // The toast of the change stays, though the button has gone.
    expect(screen.getByRole('status')).toHaveTextContent('Car Removed');
  });

  it('where the dealer has a watchlist, the toast offers signing in to keep the car in it', async () => {
    signedOut();
    page(button({ favourites: FAVOURITES, watchlist: WATCHLIST }));
    await ready();
    fireEvent.click(heart(rav4.name, 'favourites'));
    const keep = within(screen.getByRole('status')).getByRole('link', { name: 'Sign in to keep it in your watchlist' });
    const target = new URL(keep.getAttribute('href') ?? '', 'http://x.invalid');
    expect(target.pathname).toBe(`${SITE}/sign-in`);
    expect(Object.fromEntries(target.searchParams)).toEqual({ type: 'watchlist', redirect: `${SITE}/search?make=toyota`, back: `${SITE}/search?make=toyota` });
    expect(window.sessionStorage.getItem(pendingSaveKey('sunshine-toyota'))).toBeNull();
    keep.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(keep);
    expect(JSON.parse(window.sessionStorage.getItem(pendingSaveKey('sunshine-toyota')) ?? '{}')).toMatchObject({ car: { id: 4102 }, returnPath: `${SITE}/search?make=toyota` });
  });
});

describe('watchlist', () => {
  it('spec search §4: saves optimistically, then calls save-car with phone_number and car_id; §8: the saved toast with View List', async () => {
    signedIn();
    let answer!: (reply: Response) => void;
    page(button({ watchlist: WATCHLIST }));
    await ready();
    vi.mocked(fetch).mockImplementationOnce(async (url, init) => {
      calls.push({ url: String(url), body: JSON.parse(String(init!.body)) });
      return new Promise<Response>((resolve) => (answer = resolve));
    });
    fireEvent.click(heart());
    expect(heart()).toHaveAttribute('aria-pressed', 'true');
    expect(calls.at(-1)).toEqual({ url: URLS.save, body: { phone_number: '+61412345678', car_id: 4102 } });
    answer(Response.json({ success: true }));
    const toast = await screen.findByRole('status');
    expect(toast).toHaveTextContent('Car Saved In Watchlist');
    expect(toast).toHaveTextContent('2024 Toyota RAV4 GX is now in your watchlist.');
    expect(within(toast).getByRole('link', { name: 'View List' })).toHaveAttribute('href', `${SITE}/watchlist`);
  });

  it('spec search §8: removing shows the Car Removed toast', async () => {
    signedIn([4102]);
    replies[URLS.remove] = [{ status: 200, body: { success: true } }];
    page(button({ watchlist: WATCHLIST }));
    await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'true'));
    fireEvent.click(heart());
    const toast = await screen.findByRole('status');
    expect(toast).toHaveTextContent('Car Removed');
    expect(toast).toHaveTextContent('2024 Toyota RAV4 GX is no longer in your watchlist.');
    expect(heart()).toHaveAttribute('aria-pressed', 'false');
  });

  it('spec search §7/§8: a failed call puts the button back and alerts the error message; no toast', async () => {
    signedIn();
    replies[URLS.save] = [{ status: 404, body: { success: false, message: 'That car is not for sale on this site.' } }];
    page(button({ watchlist: WATCHLIST }));
    await ready();
    fireEvent.click(heart());
    await waitFor(() => expect(window.alert).toHaveBeenCalledWith('That car is not for sale on this site.'));
    expect(heart()).toHaveAttribute('aria-pressed', 'false');
    expect(toasts()).toEqual([]);
  });

  it('spec search §7: an answer without a success field counts as unsuccessful', async () => {
    signedIn();
    replies[URLS.save] = [{ status: 200, body: { saved: true } }];
    page(button({ watchlist: WATCHLIST }));
    await ready();
    fireEvent.click(heart());
    await waitFor(() => expect(window.alert).toHaveBeenCalledWith('Your watchlist could not be changed just now. Try again.'));
    expect(heart()).toHaveAttribute('aria-pressed', 'false');
  });

  it('spec search §6: a dealer without favourites sends a signed-out shopper to /sign-in?type=watchlist with redirect and back, keeping the car pressed', async () => {
    signedOut();
    const navigate = vi.fn();
    page(button({ watchlist: WATCHLIST, navigate }));
    await ready();
    fireEvent.click(heart());
    const target = new URL(navigate.mock.calls[0]![0] as string, 'http://x.invalid');
    expect(target.pathname).toBe(`${SITE}/sign-in`);
    expect(Object.fromEntries(target.searchParams)).toEqual({ type: 'watchlist', redirect: `${SITE}/search?make=toyota`, back: `${SITE}/search?make=toyota` });
    expect(calls.map((call) => call.url)).toEqual([URLS.list]);
    expect(heart()).toHaveAttribute('aria-pressed', 'false');
    expect(JSON.parse(window.sessionStorage.getItem(pendingSaveKey('sunshine-toyota')) ?? '{}')).toMatchObject({ car: { id: 4102, name: rav4.name } });
  });

  it('spec search §4: a sold car shows the button only while in the watchlist', async () => {
    signedIn([4102]);
    const { unmount } = page(button({ watchlist: { ...WATCHLIST, shownWhen: SOLD } }));
    expect(await screen.findByRole('button', { name: `Save ${rav4.name} to watchlist` })).toHaveAttribute('aria-pressed', 'true');
    unmount();
    signedIn([]);
    page(button({ watchlist: { ...WATCHLIST, shownWhen: SOLD } }));
    await waitFor(() => expect(calls.filter((call) => call.url === URLS.list)).toHaveLength(2));
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('spec search §8/§9: the toast queue holds 1 toast, always the latest change’s', () => {
  it('save car 1, save car 2, remove car 1: one toast on screen, and it is Car Removed', async () => {
    signedIn();
    replies[URLS.save] = [
      { status: 200, body: { success: true } },
      { status: 200, body: { success: true } },
    ];
    replies[URLS.remove] = [{ status: 200, body: { success: true } }];
    page(
      <>
        {button({ watchlist: WATCHLIST, car: rav4 })}
        {button({ watchlist: WATCHLIST, car: corolla })}
      </>,
    );
    await ready();
    fireEvent.click(heart(rav4.name));
    await waitFor(() => expect(toasts().map((toast) => toast.textContent)).toEqual([expect.stringContaining(`${rav4.name} is now in your watchlist.`)]));
    fireEvent.click(heart(corolla.name));
    await waitFor(() => expect(toasts().map((toast) => toast.textContent)).toEqual([expect.stringContaining(`${corolla.name} is now in your watchlist.`)]));
    fireEvent.click(heart(rav4.name));
    await waitFor(() => expect(toasts().map((toast) => toast.textContent)).toEqual([expect.stringContaining(`Car Removed${rav4.name} is no longer in your watchlist.`)]));
  });

  it('a slow answer to an earlier change never covers the toast of a later one', async () => {
    signedIn();
    page(
      <>
        {button({ watchlist: WATCHLIST, car: rav4 })}
        {button({ watchlist: WATCHLIST, car: corolla })}
      </>,
    );
    await ready();
    const answers: ((reply: Response) => void)[] = [];
    vi.mocked(fetch).mockImplementation(() => new Promise<Response>((resolve) => answers.push(resolve)));
    fireEvent.click(heart(rav4.name));
    fireEvent.click(heart(corolla.name));
    await act(async () => answers[1]!(Response.json({ success: true })));
    await act(async () => answers[0]!(Response.json({ success: true })));
    expect(toasts().map((toast) => toast.textContent)).toEqual([expect.stringContaining(`${corolla.name} is now in your watchlist.`)]);
  });

  it('closing the toast takes it away', async () => {
    page(button({ favourites: FAVOURITES }));
    fireEvent.click(heart(rav4.name, 'favourites'));
    fireEvent.click(within(screen.getByRole('status')).getByRole('button', { name: 'Close message' }));
    expect(toasts()).toEqual([]);
  });
});

describe('after signing in from a save, the car is saved', () => {
  const pending = (returnPath = `${SITE}/search?make=toyota`) =>
    window.sessionStorage.setItem(pendingSaveKey('sunshine-toyota'), JSON.stringify({ car: { id: rav4.id, name: rav4.name }, returnPath, until: Date.now() + 60_000 }));

  it('back on the page signed in, the car pressed is in the watchlist and the toast says so', async () => {
    pending();
    signedIn();
    replies[URLS.save] = [{ status: 200, body: { success: true } }];
    page(button({ watchlist: WATCHLIST }));
    const toast = await screen.findByRole('status');
    expect(toast).toHaveTextContent('Car Saved In Watchlist');
    expect(toast).toHaveTextContent(`${rav4.name} is now in your watchlist.`);
    expect(calls.filter((call) => call.url === URLS.save)).toEqual([{ url: URLS.save, body: { phone_number: '+61412345678', car_id: rav4.id } }]);
    expect(heart()).toHaveAttribute('aria-pressed', 'true');
    expect(window.sessionStorage.getItem(pendingSaveKey('sunshine-toyota'))).toBeNull();
  });

  it('the car moves from the favourites, and the other favourites are offered to the watchlist', async () => {
    saved(rav4, corolla, hilux);
    pending();
    signedIn([hilux.id]);
    replies[URLS.save] = [
      { status: 200, body: { success: true } },
      { status: 200, body: { success: true } },
    ];
    page(button({ favourites: FAVOURITES, watchlist: WATCHLIST }));
    const offer = await screen.findByRole('button', { name: 'Add my 1 car from favourites too' });
    expect(stored()).toEqual([corolla, hilux]);
    fireEvent.click(offer);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('1 car from your favourites is now in your watchlist.'));
    expect(calls.filter((call) => call.url === URLS.save).map((call) => (call.body as { car_id: number }).car_id)).toEqual([rav4.id, corolla.id]);
    expect(stored()).toEqual([hilux]);
  });

  it('nothing is saved when the shopper lands on another page', async () => {
    pending(`${SITE}/`);
    signedIn();
    page(button({ watchlist: WATCHLIST }));
    await ready();
    expect(calls.map((call) => call.url)).toEqual([URLS.list]);
    expect(toasts()).toEqual([]);
  });
});
