'use client';
import { Box, Button } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { type ReactNode, useState } from 'react';
import { useHydratedValue } from '../../runtime/client/use-hydrated';
import { carCount } from '../../runtime/rules/favourites';
import { nextToastOwner } from '../kit/saved-cars/saved-car-toasts';
import { SignOutButton } from '../kit/saved-cars/SignOutButton.client';
import { ToastOutlet } from '../kit/saved-cars/ToastOutlet.client';
import { useWatchlist, type WatchlistLinks } from '../kit/saved-cars/watchlist-session.client';
import { favouritesAtom } from '../kit/vehicle-card/favourites-atoms';
import { BookmarkIcon, HeartIcon, SignOutIcon } from './icons';
import { HEADER_BUTTON_LABEL_DISPLAY, HEADER_BUTTON_PADDING } from './button-label';

export interface SavedCarsLinkProps {
  dealerSlug: string;
  /** Where the dealer has favourites: the favourites page and its name. */
  favourites?: { href: string; label: string };
  /** Where the dealer has a watchlist: its API and pages, its name, and signing out. */
  watchlist?: WatchlistLinks & { label: string; signOutUrl: string; signOutLabel: string };
}

function SavedLink({ href, label, count, icon }: { href: string; label: string; count?: number; icon: ReactNode }) {
  return (
    // On phones the link shrinks to its heart and count; the aria-label keeps its name.
    <Button
      component="a"
      href={href}
      aria-label={count === undefined ? label : `${label}, ${carCount(count)}`}
      leftSection={icon}
      size="sm"
      px={HEADER_BUTTON_PADDING}
      data-saved-cars-link
    >
      <Box component="span" display={HEADER_BUTTON_LABEL_DISPLAY} mr={count === undefined ? 0 : 6}>
        {label}
      </Box>
      {count !== undefined && <span>{count}</span>}
    </Button>
  );
}

/**
 * The header's way to the cars the shopper saved, with their count: the
 * watchlist for a signed-in shopper (with Sign out), the favourites
 * otherwise (runtime/rules/save-target.ts), both while favourites are left
 * that were not moved to the watchlist. It also finishes a save begun
 * before signing in, on any page, and shows that toast.
 */
export function SavedCarsLink({ dealerSlug, favourites, watchlist }: SavedCarsLinkProps) {
  const [owner] = useState(nextToastOwner);
  const stored = useAtomValue(favouritesAtom(dealerSlug));
  const [watched] = useWatchlist(watchlist && { ...watchlist, dealerSlug, favourites: favourites !== undefined, owner });
  // Drawn first as the server drew it (nothing saved, not known whether signed in): the lists are the browser's.
  const favouriteCount = useHydratedValue(stored.length, 0);
  const watchedCount = useHydratedValue(watchlist !== undefined && watched.status === 'signed-in' ? watched.carIds.length : undefined, undefined);
  const signedIn = watchlist !== undefined && watchedCount !== undefined;
  const showWatchlist = watchlist && (signedIn || !favourites);
  const showFavourites = favourites && (!signedIn || favouriteCount > 0);
  return (
    <>
      {/* Each its own icon: on a phone only the icons and counts show, and two hearts could not be told apart. */}
      {showWatchlist && <SavedLink href={watchlist.listHref} label={watchlist.label} count={watchedCount} icon={<BookmarkIcon />} />}
      {showFavourites && <SavedLink href={favourites.href} label={favourites.label} count={favouriteCount} icon={<HeartIcon />} />}
      {signedIn && (
        <SignOutButton url={watchlist.signOutUrl} label={watchlist.signOutLabel} variant="default" size="sm" px={HEADER_BUTTON_PADDING} leftSection={<SignOutIcon />}>
          <Box component="span" display={HEADER_BUTTON_LABEL_DISPLAY}>
            {watchlist.signOutLabel}
          </Box>
        </SignOutButton>
      )}
      <ToastOutlet owner={owner} />
    </>
  );
}
