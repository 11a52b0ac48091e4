import type { Car } from '../../../schemas/entities/car';
import { parseStoredCars } from '../../../runtime/client/stored-list-atom';

/**
 * Spec (detail, finance, forms, locations, §3): a Favourite is stored locally
 * per dealership: id, name, slug, make, model, primary_image_url. Spec (both,
 * §4): favourites toggle add/remove.
 *
 * What comes back from storage was written by an older release, another
 * script or the shopper, so every entry is checked on the way in: a bad entry
 * is dropped, not the whole list, and a list that cannot be read is empty.
 */
export type Favourite = Pick<Car, 'id' | 'name' | 'slug' | 'make' | 'model' | 'primary_image_url'>;

export const FAVOURITES_KEY_PREFIX = 'favourites:';

/** The storage a list lives in: window.localStorage in a browser, a stand-in in tests. */
export type FavouritesStorage = Pick<Storage, 'getItem' | 'setItem'>;

export function favouritesKey(dealerSlug: string): string {
  return `${FAVOURITES_KEY_PREFIX}${dealerSlug}`;
}

export function favouriteOf(car: Favourite): Favourite {
  const { id, name, slug, make, model, primary_image_url } = car;
  return primary_image_url === undefined ? { id, name, slug, make, model } : { id, name, slug, make, model, primary_image_url };
}

function isText(value: unknown): value is string {
  return typeof value === 'string' && value !== '';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The entry as a Favourite, keeping only its known fields, or undefined when it is not one. */
export function readFavourite(value: unknown): Favourite | undefined {
  if (!isRecord(value)) return undefined;
  const { id, name, slug, make, model, primary_image_url } = value;
  if (typeof id !== 'number' || !Number.isInteger(id) || id < 1) return undefined;
  if (!isText(name) || !isText(slug) || !isText(make) || !isText(model)) return undefined;
  if (primary_image_url !== undefined && !isText(primary_image_url)) return undefined;
  return favouriteOf({ id, name, slug, make, model, primary_image_url });
}

/** Parses stored text into a list: valid entries only, each car once (the first kept). */
export function parseFavourites(stored: string | null): Favourite[] {
  return parseStoredCars(stored, readFavourite);
}

/** Storage that throws (blocked cookies, private browsing) reads as an empty list. */
export function readFavourites(storage: FavouritesStorage, dealerSlug: string): Favourite[] {
  try {
    return parseFavourites(storage.getItem(favouritesKey(dealerSlug)));
  } catch {
    return [];
  }
}

/** False when the browser refused to store (full or blocked): the list then lasts until the page is left. */
export function writeFavourites(storage: FavouritesStorage, dealerSlug: string, favourites: readonly Favourite[]): boolean {
  try {
    storage.setItem(favouritesKey(dealerSlug), JSON.stringify(favourites));
    return true;
  } catch {
    return false;
  }
}

export function isSaved(favourites: readonly Favourite[], carId: number): boolean {
  return favourites.some((favourite) => favourite.id === carId);
}

/** Removes the car when saved, otherwise adds it at the end. */
export function toggleFavourite(favourites: readonly Favourite[], car: Favourite): Favourite[] {
  return isSaved(favourites, car.id) ? favourites.filter((favourite) => favourite.id !== car.id) : [...favourites, favouriteOf(car)];
}
