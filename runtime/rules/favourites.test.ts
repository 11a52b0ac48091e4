import { describe, expect, it } from 'vitest';
import {
  carCount,
  FAVOURITE_REMOVED_TITLE,
  FAVOURITE_SAVED_TITLE,
  favouriteRemovedText,
  favouriteSavedText,
  FAVOURITES_PATH,
  favouritesMovedText,
  moveFavouritesLabel,
  offerFavouritesText,
} from './favourites';
import { WATCHLIST_REMOVED_TITLE } from './watchlist';

describe('favourites words (spec search §1, §8)', () => {
  it('the favourites page is at /favourites', () => {
    expect(FAVOURITES_PATH).toBe('/favourites');
  });

  it('the toasts say the car is now, or no longer, in the favourites, titled as the watchlist’s are', () => {
    expect(FAVOURITE_SAVED_TITLE).toBe('Car Saved In Favourites');
    expect(FAVOURITE_REMOVED_TITLE).toBe(WATCHLIST_REMOVED_TITLE);
    expect(favouriteSavedText('2024 Toyota RAV4 GX')).toBe('2024 Toyota RAV4 GX is now in your favourites on this device.');
    expect(favouriteRemovedText('2024 Toyota RAV4 GX')).toBe('2024 Toyota RAV4 GX is no longer in your favourites.');
  });

  it('counts cars in words', () => {
    expect([0, 1, 2].map(carCount)).toEqual(['0 cars', '1 car', '2 cars']);
  });

  it('offers the favourites to the watchlist on sign-in, and says how many moved', () => {
    expect(offerFavouritesText(2)).toBe('Add my 2 cars from favourites too');
    expect(moveFavouritesLabel(2)).toBe('Add 2 cars to my watchlist');
    expect(favouritesMovedText(1)).toBe('1 car from your favourites is now in your watchlist.');
    expect(favouritesMovedText(3)).toBe('3 cars from your favourites are now in your watchlist.');
  });
});
