/**
 * Spec (search and favourites, §1): shoppers save favourites, kept in the
 * browser per dealership (detail §3). The favourites page lists them, and
 * the header links to it with their count. The toast after a change says
 * what happened in the words of the watchlist's (spec §8), with View
 * Favourites as its link.
 */
export const FAVOURITES_PATH = '/favourites';
export const VIEW_FAVOURITES = 'View Favourites';
export const FAVOURITE_SAVED_TITLE = 'Car Saved In Favourites';
export const FAVOURITE_REMOVED_TITLE = 'Car Removed';
/** Where the dealer has a watchlist too, the favourites toast offers it. */
export const KEEP_IN_WATCHLIST = 'Sign in to keep it in your watchlist';

export function favouriteSavedText(carName: string): string {
  return `${carName} is now in your favourites on this device.`;
}

export function favouriteRemovedText(carName: string): string {
  return `${carName} is no longer in your favourites.`;
}

/** "1 car", "3 cars": the header's count and the favourites offered on sign-in. */
export function carCount(count: number): string {
  return `${count} ${count === 1 ? 'car' : 'cars'}`;
}

/** After signing in, the favourites not yet in the watchlist are offered to it (runtime/rules/save-target.ts). */
export function offerFavouritesText(count: number): string {
  return `Add my ${carCount(count)} from favourites too`;
}

export const FAVOURITES_MOVED_TITLE = 'Favourites Saved In Watchlist';

export function favouritesMovedText(count: number): string {
  return `${carCount(count)} from your favourites ${count === 1 ? 'is' : 'are'} now in your watchlist.`;
}

/** The favourites page's offer to a signed-in shopper. */
export function moveFavouritesLabel(count: number): string {
  return `Add ${carCount(count)} to my watchlist`;
}
