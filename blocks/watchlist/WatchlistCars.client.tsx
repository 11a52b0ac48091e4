'use client';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useStore } from 'jotai';
import { useEffect, useState } from 'react';
import { mobileAsWritten } from '../../runtime/rules/australian-mobile';
import { watchlistSignInHref } from '../../runtime/rules/watchlist';
import type { WatchlistAnswer } from '../../schemas/api/watchlist';
import { SavedCarRow } from '../kit/saved-cars/SavedCarRow';
import { useSavedCarsNow } from '../kit/saved-cars/saved-cars-now.client';
import { SignOutButton } from '../kit/saved-cars/SignOutButton.client';
import { setWatched } from '../kit/saved-cars/watchlist-session.client';
import { postWatchlistChange, type WatchlistUrls } from '../kit/vehicle-card/WatchlistState';

type Saved = WatchlistAnswer['items'][number];
type ListState = { status: 'loading' } | { status: 'signed-out' } | { status: 'signed-in'; phoneNumber: string; items: Saved[] };

export interface WatchlistCarsProps {
  id: string;
  urls: WatchlistUrls;
  signInHref: string;
  signOutUrl: string;
  watchlistHref: string;
  savedCarsUrl: string;
  basePath: string;
  noPriceText: string;
  texts: { empty: string; signedOut: string; listName: string };
  browse: { label: string; href: string };
}

/**
 * The shopper's saved cars, read from the site (never from the browser),
 * each shown as a card shows it (price, key facts, status today) with a
 * Remove button; and who is signed in, with Sign out.
 */
export function WatchlistCars({ id, urls, signInHref, signOutUrl, watchlistHref, savedCarsUrl, basePath, noPriceText, texts, browse }: WatchlistCarsProps) {
  const [state, setState] = useState<ListState>({ status: 'loading' });
  const store = useStore();
  const now = useSavedCarsNow(savedCarsUrl, state.status === 'signed-in' ? state.items.map((item) => item.id) : undefined);

  useEffect(() => {
    let current = true;
    fetch(urls.list, { credentials: 'same-origin', cache: 'no-store' })
      .then(async (response) => (response.ok ? ((await response.json()) as WatchlistAnswer) : null))
      .catch(() => null)
      .then((answer) => {
        if (!current) return;
        setState(answer?.phone_number ? { status: 'signed-in', phoneNumber: answer.phone_number, items: answer.items } : { status: 'signed-out' });
      });
    return () => {
      current = false;
    };
  }, [urls.list]);

  if (state.status === 'loading') return <Text aria-busy="true">Loading your watchlist…</Text>;
  if (state.status === 'signed-out') {
    return (
      <Stack gap="sm" align="flex-start">
        <Text>{texts.signedOut}</Text>
        <Button component="a" href={watchlistSignInHref(signInHref, watchlistHref)}>
          Sign in
        </Button>
      </Stack>
    );
  }

  async function remove(car: Saved) {
    if (state.status !== 'signed-in') return;
    const answer = await postWatchlistChange(urls.remove, { phone_number: state.phoneNumber, car_id: car.id });
    if (!answer.success) return window.alert(answer.message);
    setState({ ...state, items: state.items.filter((item) => item.id !== car.id) });
    // The header's count, and any card on the page, follow.
    setWatched(store, urls.list, car.id, false);
  }

  return (
    <Stack gap="md">
      <Group gap="sm" justify="space-between" wrap="wrap">
        <Text>{`Signed in as ${mobileAsWritten(state.phoneNumber)}`}</Text>
        <SignOutButton url={signOutUrl} label="Sign out" variant="outline" size="compact-md" />
      </Group>
      {state.items.length === 0 ? (
        <Stack gap="sm" align="flex-start">
          <Text>{texts.empty}</Text>
          <Button component="a" href={browse.href}>
            {browse.label}
          </Button>
        </Stack>
      ) : (
        <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label={texts.listName} aria-busy={now.status === 'loading'}>
          {state.items.map((car) => (
            <li key={car.id}>
              <SavedCarRow id={`${id}-${car.id}`} saved={car} now={now} basePath={basePath} noPriceText={noPriceText} headingLevel={2}>
                <Button type="button" variant="outline" size="compact-sm" aria-label={`Remove ${car.name} from watchlist`} onClick={() => void remove(car)}>
                  Remove
                </Button>
              </SavedCarRow>
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
