'use client';
import { Button, Paper, Stack, Text } from '@mantine/core';
import { useAtom, useStore } from 'jotai';
import { useEffect, useState } from 'react';
import { FAVOURITE_REMOVED_TITLE, favouriteRemovedText, moveFavouritesLabel } from '../../runtime/rules/favourites';
import { nextToastOwner, nextToastSequence, showSavedCarToast } from '../kit/saved-cars/saved-car-toasts';
import { SavedCarRow } from '../kit/saved-cars/SavedCarRow';
import { useSavedCarsNow } from '../kit/saved-cars/saved-cars-now.client';
import { ToastOutlet } from '../kit/saved-cars/ToastOutlet.client';
import { moveFavouritesToWatchlist, useWatchlist, type WatchlistLinks } from '../kit/saved-cars/watchlist-session.client';
import { comparedCarOf } from '../kit/vehicle-card/compare-store';
import { CompareToggle } from '../kit/vehicle-card/CompareToggle.client';
import { favouritesAtom } from '../kit/vehicle-card/favourites-atoms';
import type { Favourite } from '../kit/vehicle-card/favourites-store';

export interface FavouriteCarsProps {
  id: string;
  dealerSlug: string;
  basePath: string;
  savedCarsUrl: string;
  noPriceText: string;
  /** The compare page, where the dealer lets shoppers compare. */
  compareHref?: string;
  /** Where the dealer has a watchlist: a signed-in shopper is offered it for these cars. */
  watchlist?: WatchlistLinks;
  texts: { empty: string; move: string; listName: string };
  browse: { label: string; href: string };
}

/**
 * The shopper's favourites, read from this browser, each with its price,
 * key facts and status today, read from the site. Until the browser's list
 * has been read nothing shows, rather than an empty state that then vanishes.
 */
export function FavouriteCars({ id, dealerSlug, basePath, savedCarsUrl, noPriceText, compareHref, watchlist, texts, browse }: FavouriteCarsProps) {
  const [owner] = useState(nextToastOwner);
  const store = useStore();
  const [favourites, setFavourites] = useAtom(favouritesAtom(dealerSlug));
  const [read, setRead] = useState(false);
  useEffect(() => setRead(true), []);
  const session = watchlist && { ...watchlist, dealerSlug, favourites: true, owner };
  const [state] = useWatchlist(session);
  const now = useSavedCarsNow(savedCarsUrl, read ? favourites.map((favourite) => favourite.id) : undefined);
  const outlet = <ToastOutlet owner={owner} />;
  if (!read) return outlet;
  if (favourites.length === 0) {
    return (
      <Stack gap="sm" align="flex-start" data-favourites-empty>
        <Text>{texts.empty}</Text>
        <Button component="a" href={browse.href}>
          {browse.label}
        </Button>
        {outlet}
      </Stack>
    );
  }

  const remove = (favourite: Favourite) => {
    const sequence = nextToastSequence();
    setFavourites((current) => current.filter((kept) => kept.id !== favourite.id));
    showSavedCarToast(store, { sequence, owner, title: FAVOURITE_REMOVED_TITLE, text: favouriteRemovedText(favourite.name), link: browse });
  };
  const notWatched = state.status === 'signed-in' ? favourites.filter((favourite) => !state.carIds.includes(favourite.id)) : [];

  return (
    <Stack gap="md">
      {session && notWatched.length > 0 && (
        <Paper withBorder radius="md" p="sm" bg="var(--mantine-color-body)">
          <Stack gap="xs" align="flex-start">
            <Text>{texts.move}</Text>
            <Button type="button" onClick={() => void moveFavouritesToWatchlist(store, session, notWatched)}>
              {moveFavouritesLabel(notWatched.length)}
            </Button>
          </Stack>
        </Paper>
      )}
      <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label={texts.listName} aria-busy={now.status === 'loading'}>
        {favourites.map((favourite) => {
          const car = now.status === 'loaded' ? now.cars.get(favourite.id) : undefined;
          return (
            <li key={favourite.id}>
              <SavedCarRow id={`${id}-${favourite.id}`} saved={favourite} now={now} basePath={basePath} noPriceText={noPriceText} headingLevel={2}>
                {compareHref && car && (
                  <CompareToggle dealerSlug={dealerSlug} car={comparedCarOf(car)} compareHref={compareHref} shownWhen={{ compared: true, notCompared: car.comparable }} />
                )}
                <Button type="button" variant="outline" size="compact-sm" aria-label={`Remove ${favourite.name} from favourites`} onClick={() => remove(favourite)}>
                  Remove
                </Button>
              </SavedCarRow>
            </li>
          );
        })}
      </Stack>
      {outlet}
    </Stack>
  );
}
