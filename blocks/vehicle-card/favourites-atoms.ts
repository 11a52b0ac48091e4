import type { WritableAtom } from 'jotai';
import { atomWithStorage, type RESET } from 'jotai/utils';
import { favouritesKey, parseFavourites, readFavourites, writeFavourites, type Favourite } from './favourites-store';

type FavouritesUpdate = Favourite[] | typeof RESET | ((previous: Favourite[]) => Favourite[] | typeof RESET);
export type FavouritesAtom = WritableAtom<Favourite[], [FavouritesUpdate], void>;

/** Reading window.localStorage itself throws where the browser blocks storage. */
function localStorageIfAny(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

function favouritesStorage(dealerSlug: string) {
  return {
    getItem: (): Favourite[] => {
      const storage = localStorageIfAny();
      return storage ? readFavourites(storage, dealerSlug) : [];
    },
    setItem: (_key: string, favourites: Favourite[]): void => {
      const storage = localStorageIfAny();
      if (storage) writeFavourites(storage, dealerSlug, favourites);
    },
    removeItem: (key: string): void => {
      try {
        localStorageIfAny()?.removeItem(key);
      } catch {
        // Nothing stored that could be removed.
      }
    },
    // Another tab saving a car updates the hearts in this one.
    subscribe: (key: string, callback: (favourites: Favourite[]) => void) => {
      if (typeof window === 'undefined') return undefined;
      const onStorage = (event: StorageEvent) => {
        if (event.key === key && event.storageArea === localStorageIfAny()) callback(parseFavourites(event.newValue));
      };
      window.addEventListener('storage', onStorage);
      return () => window.removeEventListener('storage', onStorage);
    },
  };
}

const atoms = new Map<string, FavouritesAtom>();

/**
 * One atom per dealer site, so every heart for a car on the page (a featured
 * list and a carousel, say) changes together. It starts empty and reads the
 * browser's list once mounted, so the first render matches the server's.
 */
export function favouritesAtom(dealerSlug: string): FavouritesAtom {
  let favourites = atoms.get(dealerSlug);
  if (!favourites) {
    favourites = atomWithStorage<Favourite[]>(favouritesKey(dealerSlug), [], favouritesStorage(dealerSlug));
    atoms.set(dealerSlug, favourites);
  }
  return favourites;
}
