'use client';
import { ActionIcon } from '@mantine/core';
import { useAtom } from 'jotai';
import { favouritesAtom } from './favourites-atoms';
import { isSaved, toggleFavourite, type Favourite } from './favourites-store';
import { HeartIcon } from './HeartIcon';

export interface FavouriteToggleProps {
  dealerSlug: string;
  car: Favourite;
  /**
   * Whether the button shows, decided on the server by showSaveButton for
   * each state, since only the browser knows which one the car is in: a sold
   * car shows no save button unless already saved.
   */
  shownWhen: { saved: boolean; notSaved: boolean };
}

export function FavouriteToggle({ dealerSlug, car, shownWhen }: FavouriteToggleProps) {
  const [favourites, setFavourites] = useAtom(favouritesAtom(dealerSlug));
  const saved = isSaved(favourites, car.id);
  if (!(saved ? shownWhen.saved : shownWhen.notSaved)) return null;
  return (
    // The name stays the same in both states; aria-pressed says which one it is in.
    <ActionIcon
      type="button"
      aria-label={`Save ${car.name} to favourites`}
      aria-pressed={saved}
      onClick={() => setFavourites((current) => toggleFavourite(current, car))}
      variant="white"
      color="red.9"
      radius="xl"
      size={44}
      style={{ boxShadow: '0 1px 4px rgba(0, 0, 0, 0.35)' }}
    >
      <HeartIcon filled={saved} />
    </ActionIcon>
  );
}
