'use client';
import { ActionIcon } from '@mantine/core';
import { useAtom, useStore } from 'jotai';
import { useEffect, useState } from 'react';
import { watchlistRemovedText, watchlistSavedText, watchlistSignInHref, WATCHLIST_REMOVED_TITLE, WATCHLIST_SAVED_TITLE } from '../../../runtime/rules/watchlist';
import { fetchWatchlist, postWatchlistChange, watchlistAtom, type WatchlistUrls } from './WatchlistState';
import { WatchlistToast, type WatchlistToastMessage } from './WatchlistToast';

export interface WatchlistToggleProps {
  car: { id: number; name: string };
  urls: WatchlistUrls;
  /** The site's sign-in page and watchlist page. */
  signInHref: string;
  listHref: string;
  /** As for favourites: a sold car shows no save button unless already saved. */
  shownWhen: { saved: boolean; notSaved: boolean };
}

/** Sends the browser elsewhere; a prop so tests can see where without leaving the page. */
export type Navigate = (href: string) => void;
const goTo: Navigate = (href) => window.location.assign(href);

function BookmarkIcon({ filled }: { filled: boolean }) {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="2"
      strokeLinejoin="round"
    >
      <path d="M6 3.5h12v17l-6-4.5-6 4.5z" />
    </svg>
  );
}

/**
 * Spec search §4 and §6: the watchlist toggle. Signed out, it sends the
 * shopper to sign-in and back; signed in, it changes at once and then asks
 * the server, putting it back (with an alert) when the server says no.
 */
export function WatchlistToggle({ car, urls, signInHref, listHref, shownWhen, navigate = goTo }: WatchlistToggleProps & { navigate?: Navigate }) {
  const listAtom = watchlistAtom(urls.list);
  const store = useStore();
  const [state, setState] = useAtom(listAtom);
  const [toast, setToast] = useState<WatchlistToastMessage | null>(null);

  useEffect(() => {
    // Every card on the page shares one request: the first to mount starts it.
    if (store.get(listAtom).status !== 'unknown') return;
    store.set(listAtom, { status: 'loading' });
    void fetchWatchlist(urls.list).then((loaded) => store.set(listAtom, loaded));
  }, [store, listAtom, urls.list]);

  const saved = state.status === 'signed-in' && state.carIds.includes(car.id);
  if (!(saved ? shownWhen.saved : shownWhen.notSaved)) return null;

  async function toggle() {
    if (state.status !== 'signed-in') {
      navigate(watchlistSignInHref(signInHref, `${window.location.pathname}${window.location.search}`));
      return;
    }
    const saving = !saved;
    const change = (ids: readonly number[], add: boolean) => (add ? [...ids.filter((id) => id !== car.id), car.id] : ids.filter((id) => id !== car.id));
    const setSaved = (add: boolean) => setState((current) => (current.status === 'signed-in' ? { ...current, carIds: change(current.carIds, add) } : current));
    setSaved(saving);
    const answer = await postWatchlistChange(saving ? urls.save : urls.remove, { phone_number: state.phoneNumber, car_id: car.id });
    if (!answer.success) {
      setSaved(!saving);
      window.alert(answer.message);
      return;
    }
    setToast(saving ? { title: WATCHLIST_SAVED_TITLE, text: watchlistSavedText(car.name) } : { title: WATCHLIST_REMOVED_TITLE, text: watchlistRemovedText(car.name) });
  }

  return (
    <>
      <ActionIcon
        type="button"
        aria-label={`Save ${car.name} to watchlist`}
        aria-pressed={saved}
        aria-busy={state.status === 'loading' || state.status === 'unknown'}
        onClick={() => void toggle()}
        variant="white"
        color="blue.9"
        radius="xl"
        size={44}
        style={{ boxShadow: '0 1px 4px rgba(0, 0, 0, 0.35)' }}
      >
        <BookmarkIcon filled={saved} />
      </ActionIcon>
      {toast && <WatchlistToast message={toast} listHref={listHref} onClose={() => setToast(null)} />}
    </>
  );
}
