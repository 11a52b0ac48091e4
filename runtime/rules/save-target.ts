/**
 * Spec (search and favourites, §1 and §6): shoppers save cars to a
 * favourites list (kept in the browser, anyone) or a watchlist (kept by the
 * site, signed-in shoppers only); a dealer may offer either or both.
 *
 * A card has one Save button, as the leading car marketplaces have one
 * heart: two icons side by side could not be told apart. What it saves to:
 *
 * - the watchlist, when the dealer has one and the shopper is signed in
 *   (it follows them to every device);
 * - favourites otherwise, where the dealer has them (nothing to sign in
 *   for; the toast offers signing in to keep the car in the watchlist);
 * - the watchlist for a signed-out shopper where the dealer has no
 *   favourites: they are sent to sign in (spec §6), and the car they
 *   pressed is saved on their return.
 *
 * On signing in, favourites are offered to the watchlist, so nothing saved
 * before is lost from sight.
 */
export type SaveTarget = 'favourites' | 'watchlist';

export interface SaveOffer {
  favourites: boolean;
  watchlist: boolean;
}

/** What Save saves to on this site for this shopper, or undefined where the dealer offers neither. */
export function saveTarget(offered: SaveOffer, signedIn: boolean): SaveTarget | undefined {
  if (offered.watchlist && (signedIn || !offered.favourites)) return 'watchlist';
  if (offered.favourites) return 'favourites';
  return undefined;
}
