'use client';
import { atom, useAtom, useStore, type createStore, type PrimitiveAtom } from 'jotai';
import { startTransition, useEffect } from 'react';
import { rememberPendingSave, sessionStorageIfAny, takePendingSave, type PendingCar } from '../../../runtime/client/pending-save';
import { FAVOURITES_MOVED_TITLE, favouritesMovedText, offerFavouritesText } from '../../../runtime/rules/favourites';
import { VIEW_LIST, WATCHLIST_SAVED_TITLE, watchlistSavedText, watchlistSignInHref } from '../../../runtime/rules/watchlist';
import { favouritesAtom, storedFavourites } from '../vehicle-card/favourites-atoms';
import type { Favourite } from '../vehicle-card/favourites-store';
import { fetchWatchlist, postWatchlistChange, watchlistAtom, type WatchlistState, type WatchlistUrls } from '../vehicle-card/WatchlistState';
import { nextToastSequence, showSavedCarToast } from './saved-car-toasts';

type Store = ReturnType<typeof createStore>;

/** The site's watchlist as the parts of a page need it: its API, its sign-in page and its own page. */
export interface WatchlistLinks {
  urls: WatchlistUrls;
  signInHref: string;
  listHref: string;
}

/** Who is asking, for what the first load of the watchlist finishes: a save begun before signing in. */
export interface WatchlistSessionContext extends WatchlistLinks {
  dealerSlug: string;
  /** Where the dealer has favourites: those not yet in the watchlist are offered to it on sign-in. */
  favourites: boolean;
  /** The part of the page that shows the toast. */
  owner: number;
}

const NO_WATCHLIST: PrimitiveAtom<WatchlistState> = atom<WatchlistState>({ status: 'signed-out' });

/** This page's address as sign-in sends the shopper back to it. */
export function currentPath(): string {
  return `${window.location.pathname}${window.location.search}`;
}

function withCar(ids: readonly number[], carId: number, saved: boolean): number[] {
  const others = ids.filter((id) => id !== carId);
  return saved ? [...others, carId] : others;
}

/** Marks a car saved or not in the page's watchlist state (optimistically, or putting it back). */
export function setWatched(store: Store, listUrl: string, carId: number, saved: boolean): void {
  store.set(watchlistAtom(listUrl), (current) => (current.status === 'signed-in' ? { ...current, carIds: withCar(current.carIds, carId, saved) } : current));
}

/**
 * Signed out, Save sends the shopper to sign in and back to this page; the
 * car pressed is kept for the return (runtime/client/pending-save.ts) once
 * they set off.
 */
export function signInToSave(dealerSlug: string, car: PendingCar, signInHref: string): { href: string; setOff: () => void } {
  const back = currentPath();
  return { href: watchlistSignInHref(signInHref, back), setOff: () => rememberPendingSave(sessionStorageIfAny(), dealerSlug, car, back) };
}

/** Saves the favourites not yet in the watchlist to it, and takes those saved off the favourites: one list, kept by the site. */
export async function moveFavouritesToWatchlist(store: Store, context: WatchlistSessionContext, offered: readonly Favourite[]): Promise<void> {
  const state = store.get(watchlistAtom(context.urls.list));
  if (state.status !== 'signed-in') return;
  const sequence = nextToastSequence();
  const moved: number[] = [];
  for (const favourite of offered) {
    const answer = await postWatchlistChange(context.urls.save, { phone_number: state.phoneNumber, car_id: favourite.id });
    if (!answer.success) continue;
    moved.push(favourite.id);
    setWatched(store, context.urls.list, favourite.id, true);
  }
  store.set(
    favouritesAtom(context.dealerSlug),
    storedFavourites(context.dealerSlug).filter((favourite) => !moved.includes(favourite.id)),
  );
  showSavedCarToast(store, {
    sequence,
    owner: context.owner,
    title: FAVOURITES_MOVED_TITLE,
    text: favouritesMovedText(moved.length),
    link: { label: VIEW_LIST, href: context.listHref },
  });
}

/**
 * Back from signing in after pressing Save: the car pressed goes into the
 * watchlist (it leaves the favourites, if it was there), the toast says so,
 * and any other favourites are offered to the watchlist too.
 */
async function completePendingSave(store: Store, context: WatchlistSessionContext, loaded: WatchlistState): Promise<void> {
  if (loaded.status !== 'signed-in') return;
  const car = takePendingSave(sessionStorageIfAny(), context.dealerSlug, currentPath());
  if (!car) return;
  const sequence = nextToastSequence();
  if (!loaded.carIds.includes(car.id)) {
    setWatched(store, context.urls.list, car.id, true);
    const answer = await postWatchlistChange(context.urls.save, { phone_number: loaded.phoneNumber, car_id: car.id });
    if (!answer.success) {
      setWatched(store, context.urls.list, car.id, false);
      window.alert(answer.message);
      return;
    }
  }
  let offered: Favourite[] = [];
  if (context.favourites) {
    const favourites = storedFavourites(context.dealerSlug);
    const left = favourites.filter((favourite) => favourite.id !== car.id);
    if (left.length !== favourites.length) store.set(favouritesAtom(context.dealerSlug), left);
    offered = left.filter((favourite) => !loaded.carIds.includes(favourite.id));
  }
  showSavedCarToast(store, {
    sequence,
    owner: context.owner,
    title: WATCHLIST_SAVED_TITLE,
    text: watchlistSavedText(car.name),
    link: { label: VIEW_LIST, href: context.listHref },
    ...(offered.length > 0 ? { action: { label: offerFavouritesText(offered.length), run: () => void moveFavouritesToWatchlist(store, context, offered) } } : {}),
  });
}

/**
 * The lists each store has begun loading. Kept beside the atom rather than
 * in it: a "loading" state would render every save button on the page again
 * as it mounts, for nothing (the button shows the same while the status is
 * unknown), in the task that ends hydration.
 */
const loadsBegun = new WeakMap<Store, WeakSet<PrimitiveAtom<WatchlistState>>>();

function beginsLoad(store: Store, listAtom: PrimitiveAtom<WatchlistState>): boolean {
  let begun = loadsBegun.get(store);
  if (!begun) {
    begun = new WeakSet();
    loadsBegun.set(store, begun);
  }
  if (begun.has(listAtom)) return false;
  begun.add(listAtom);
  return true;
}

/**
 * The shopper's watchlist on this page, shared by every part showing it: the
 * first part to mount asks the site once, and finishes a save begun before
 * signing in. Where the dealer has no watchlist (no context), signed out.
 */
export function useWatchlist(context: WatchlistSessionContext | undefined) {
  const listAtom = context ? watchlistAtom(context.urls.list) : NO_WATCHLIST;
  const store = useStore();
  const [state, setState] = useAtom(listAtom);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the first load happens once a page, whoever asks; the context is the page's own.
  useEffect(() => {
    if (!context || store.get(listAtom).status !== 'unknown' || !beginsLoad(store, listAtom)) return;
    void fetchWatchlist(context.urls.list).then((loaded) => {
      // Every save button on the page reads this state. Set as a transition, React renders them again in short slices between
      // other work; set plainly, it rendered them all in one task that held the main thread (issue 16: total blocking time).
      startTransition(() => store.set(listAtom, loaded));
      return completePendingSave(store, context, loaded);
    });
  }, [store, listAtom]);
  return [state, setState] as const;
}
