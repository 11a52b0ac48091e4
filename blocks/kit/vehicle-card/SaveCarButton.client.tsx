'use client';
import { useAtom, useStore } from 'jotai';
import { useState } from 'react';
import { useHydratedValue } from '../../../runtime/client/use-hydrated';
import { useTooltipOnDemand } from '../buttons/use-tooltip-on-demand.client';
import { FAVOURITE_REMOVED_TITLE, FAVOURITE_SAVED_TITLE, favouriteRemovedText, favouriteSavedText, KEEP_IN_WATCHLIST, VIEW_FAVOURITES } from '../../../runtime/rules/favourites';
import { saveTarget } from '../../../runtime/rules/save-target';
import { VIEW_LIST, WATCHLIST_REMOVED_TITLE, WATCHLIST_SAVED_TITLE, watchlistRemovedText, watchlistSavedText } from '../../../runtime/rules/watchlist';
import { nextToastOwner, nextToastSequence, showSavedCarToast, type SavedCarToastMessage } from '../saved-cars/saved-car-toasts';
import { ToastOutlet } from '../saved-cars/ToastOutlet.client';
import { setWatched, signInToSave, useWatchlist, type WatchlistLinks } from '../saved-cars/watchlist-session.client';
import { favouritesAtom } from './favourites-atoms';
import { isSaved, toggleFavourite, type Favourite } from './favourites-store';
import { HeartIcon } from './HeartIcon';
import { postWatchlistChange } from './WatchlistState';
import { SAVE_BUTTON_CLASS } from './card-classes';

/** Whether the button shows in each state, decided on the server (spec search §4: a sold car shows no save button unless already saved). */
export interface ShownWhen {
  saved: boolean;
  notSaved: boolean;
}

export interface SaveCarButtonProps {
  dealerSlug: string;
  car: Favourite;
  /** Where the dealer has favourites: its favourites page, and when the button shows. */
  favourites?: { listHref: string; shownWhen: ShownWhen };
  /** Where the dealer has a watchlist: its API and pages, and when the button shows. */
  watchlist?: WatchlistLinks & { shownWhen: ShownWhen };
  /** Sends the browser elsewhere; a prop so tests can see where without leaving the page. */
  navigate?: (href: string) => void;
}

const goTo = (href: string) => window.location.assign(href);

/**
 * A card's one Save button (runtime/rules/save-target.ts): the watchlist for
 * a signed-in shopper where the dealer has one, favourites otherwise. Its
 * name and its tooltip say which. Favourites change at once in the browser;
 * the watchlist changes at once on screen and then asks the server, putting
 * it back (with an alert) when the server says no (spec search §4, §7).
 * Each change is followed by its toast (§8), the latest one only.
 */
export function SaveCarButton({ dealerSlug, car, favourites, watchlist, navigate = goTo }: SaveCarButtonProps) {
  const [owner] = useState(nextToastOwner);
  const store = useStore();
  const { targetProps, tooltip } = useTooltipOnDemand<HTMLButtonElement>();
  const [storedFavourites, setFavourites] = useAtom(favouritesAtom(dealerSlug));
  const [watched] = useWatchlist(watchlist && { ...watchlist, dealerSlug, favourites: favourites !== undefined, owner });
  // Drawn first as the server drew it (nothing saved, not known whether signed in): the lists are the browser's.
  const signedIn = useHydratedValue(watched.status === 'signed-in', false);
  const target = saveTarget({ favourites: favourites !== undefined, watchlist: watchlist !== undefined }, signedIn);
  // Until the site says whether the shopper is signed in, a press could save to the wrong list.
  const waiting = useHydratedValue(watchlist !== undefined && watched.status === 'unknown', watchlist !== undefined);
  const place = target === 'watchlist' ? watchlist : favourites;
  const saved = useHydratedValue(target === 'watchlist' ? watched.status === 'signed-in' && watched.carIds.includes(car.id) : isSaved(storedFavourites, car.id), false);
  const outlet = <ToastOutlet owner={owner} />;
  if (!target || !place || !(saved ? place.shownWhen.saved : place.shownWhen.notSaved)) return outlet;

  const toast = (sequence: number, message: SavedCarToastMessage) => showSavedCarToast(store, { ...message, sequence, owner });

  function changeFavourite() {
    if (!favourites) return;
    const sequence = nextToastSequence();
    setFavourites((current) => toggleFavourite(current, car));
    const link = { label: VIEW_FAVOURITES, href: favourites.listHref };
    if (saved) return toast(sequence, { title: FAVOURITE_REMOVED_TITLE, text: favouriteRemovedText(car.name), link });
    const signIn = watchlist && signInToSave(dealerSlug, car, watchlist.signInHref);
    const keep = signIn && { label: KEEP_IN_WATCHLIST, href: signIn.href, run: signIn.setOff };
    toast(sequence, { title: FAVOURITE_SAVED_TITLE, text: favouriteSavedText(car.name), link, ...(keep ? { action: keep } : {}) });
  }

  async function toggleWatchlist() {
    if (!watchlist) return;
    if (watched.status !== 'signed-in') {
      const signIn = signInToSave(dealerSlug, car, watchlist.signInHref);
      signIn.setOff();
      return navigate(signIn.href);
    }
    const sequence = nextToastSequence();
    const saving = !saved;
    setWatched(store, watchlist.urls.list, car.id, saving);
    const answer = await postWatchlistChange(saving ? watchlist.urls.save : watchlist.urls.remove, { phone_number: watched.phoneNumber, car_id: car.id });
    if (!answer.success) {
      setWatched(store, watchlist.urls.list, car.id, !saving);
      window.alert(answer.message);
      return;
    }
    const link = { label: VIEW_LIST, href: watchlist.listHref };
    toast(
      sequence,
      saving ? { title: WATCHLIST_SAVED_TITLE, text: watchlistSavedText(car.name), link } : { title: WATCHLIST_REMOVED_TITLE, text: watchlistRemovedText(car.name), link },
    );
  }

  const listName = target === 'watchlist' ? 'watchlist' : 'favourites';
  return (
    <>
      {/* The name stays the same in both states; aria-pressed says which one it is in. */}
      <button
        {...targetProps}
        type="button"
        className={`mantine-focus-auto mantine-active ${SAVE_BUTTON_CLASS}`}
        aria-label={`Save ${car.name} to ${listName}`}
        aria-pressed={saved}
        aria-busy={waiting}
        data-save-target={target}
        onClick={() => {
          if (waiting) return;
          if (target === 'watchlist') void toggleWatchlist();
          else changeFavourite();
        }}
      >
        <HeartIcon filled={saved} />
      </button>
      {tooltip({ label: saved ? `Saved in your ${listName}` : `Save to ${listName}`, withArrow: true, position: 'left' })}
      {outlet}
    </>
  );
}
