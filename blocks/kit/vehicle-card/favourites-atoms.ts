import { readStoredList, storedListAtom, type StoredListAtom } from '../../../runtime/client/stored-list-atom';
import { favouritesKey, parseFavourites, type Favourite } from './favourites-store';

export type FavouritesAtom = StoredListAtom<Favourite>;

const FAVOURITES = { key: favouritesKey, parse: parseFavourites };

/** The dealer site's favourites as the browser keeps them (spec detail §3: stored locally per dealership). */
export function favouritesAtom(dealerSlug: string): FavouritesAtom {
  return storedListAtom(FAVOURITES, dealerSlug);
}

/**
 * The favourites as stored right now: for changing them outside a component
 * showing them (the atom holds [] until one mounts, and writing from that
 * would lose the list).
 */
export function storedFavourites(dealerSlug: string): Favourite[] {
  return readStoredList(FAVOURITES, dealerSlug);
}
