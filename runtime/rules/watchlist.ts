/**
 * Spec search §8: the toasts after a watchlist change, word for word, and
 * §2: the sign-in page a signed-out shopper is sent to (type=watchlist,
 * redirect, back).
 */
export const WATCHLIST_SAVED_TITLE = 'Car Saved In Watchlist';
export const WATCHLIST_REMOVED_TITLE = 'Car Removed';
export const VIEW_LIST = 'View List';

export function watchlistSavedText(carName: string): string {
  return `${carName} is now in your watchlist.`;
}

export function watchlistRemovedText(carName: string): string {
  return `${carName} is no longer in your watchlist.`;
}

/** Spec search §7: a failed call with no message of its own still gets an alert that says something. */
export const WATCHLIST_CALL_FAILED = 'Your watchlist could not be changed just now. Try again.';

export const SIGN_IN_PATH = '/sign-in';
export const WATCHLIST_PATH = '/watchlist';
export const WATCHLIST_SIGN_IN_TYPE = 'watchlist';

/** Where a signed-out shopper who tries to save goes: sign-in, then back to `currentPath`. */
export function watchlistSignInHref(signInHref: string, currentPath: string): string {
  const query = new URLSearchParams({ type: WATCHLIST_SIGN_IN_TYPE, redirect: currentPath, back: currentPath });
  return `${signInHref}?${query}`;
}
