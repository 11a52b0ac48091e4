import { describe, expect, it } from 'vitest';
import { favouriteOf, favouritesKey, isSaved, parseFavourites, readFavourites, toggleFavourite, writeFavourites, type Favourite, type FavouritesStorage } from './favourites-store';

function memoryStorage(initial: Record<string, string> = {}): FavouritesStorage & { items: Map<string, string> } {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
  };
}

const corolla: Favourite = {
  id: 4101,
  name: '2024 Toyota Corolla SX',
  slug: '2024-toyota-corolla-sx-4101',
  make: 'Toyota',
  model: 'Corolla',
  primary_image_url: 'https://cdn.baysidemotors.com.au/cars/4101/1.jpg',
};
const cx5: Favourite = { id: 4103, name: '2021 Mazda CX-5 Maxx Sport', slug: '2021-mazda-cx-5-maxx-sport-4103', make: 'Mazda', model: 'CX-5' };

describe('spec (detail §3): favourites stored locally per dealership', () => {
  it("keeps each dealer site's list under its own key", () => {
    expect(favouritesKey('bayside-motors')).toBe('favourites:bayside-motors');
    const storage = memoryStorage();
    writeFavourites(storage, 'bayside-motors', [corolla]);
    writeFavourites(storage, 'northside-mazda', [cx5]);
    expect(readFavourites(storage, 'bayside-motors')).toEqual([corolla]);
    expect(readFavourites(storage, 'northside-mazda')).toEqual([cx5]);
    expect(readFavourites(storage, 'another-dealer')).toEqual([]);
  });

  it("stores exactly the spec's fields: id, name, slug, make, model, primary_image_url", () => {
    const fromCar = favouriteOf({ ...corolla, price: 34_990, colour: 'Glacier White' } as Favourite);
    expect(Object.keys(fromCar).sort()).toEqual(['id', 'make', 'model', 'name', 'primary_image_url', 'slug']);
    expect(favouriteOf(cx5)).not.toHaveProperty('primary_image_url');
  });
});

describe('spec (both §4): favourites toggle add/remove', () => {
  it('adds a car not saved, at the end', () => {
    expect(toggleFavourite([cx5], corolla)).toEqual([cx5, corolla]);
  });

  it('removes a car already saved, leaving the others in order', () => {
    expect(toggleFavourite([corolla, cx5], corolla)).toEqual([cx5]);
  });

  it('does not change the list it was given', () => {
    const list = [cx5];
    toggleFavourite(list, corolla);
    expect(list).toEqual([cx5]);
  });

  it('knows whether a car is saved by its id', () => {
    expect(isSaved([corolla], 4101)).toBe(true);
    expect(isSaved([corolla], 4103)).toBe(false);
  });
});

describe('reading back what storage holds', () => {
  it('reads nothing stored as an empty list', () => {
    expect(parseFavourites(null)).toEqual([]);
  });

  it.each([['not json {'], ['{"id":4101}'], ['"text"'], ['42'], ['null']])('reads %s as an empty list', (stored) => {
    expect(parseFavourites(stored)).toEqual([]);
  });

  it('drops entries that are not favourites and keeps the rest', () => {
    const stored = JSON.stringify([
      corolla,
      { ...cx5, id: '4103' },
      { ...cx5, id: 0 },
      { ...cx5, id: 1.5 },
      { ...cx5, name: '' },
      { id: 9, slug: 'x' },
      { ...cx5, primary_image_url: 7 },
      null,
      'favourite',
      cx5,
    ]);
    expect(parseFavourites(stored)).toEqual([corolla, cx5]);
  });

  it('strips fields the spec does not list', () => {
    expect(parseFavourites(JSON.stringify([{ ...cx5, phone: '0400 000 000' }]))).toEqual([cx5]);
  });

  it('keeps each car once, the first entry winning', () => {
    expect(parseFavourites(JSON.stringify([corolla, { ...corolla, name: 'Renamed' }]))).toEqual([corolla]);
  });

  it('reads an empty list when the browser blocks storage', () => {
    const blocked: FavouritesStorage = {
      getItem: () => {
        throw new DOMException('Access denied', 'SecurityError');
      },
      setItem: () => {},
    };
    expect(readFavourites(blocked, 'bayside-motors')).toEqual([]);
  });

  it('reports a write the browser refused instead of throwing', () => {
    const full: FavouritesStorage = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('Quota exceeded', 'QuotaExceededError');
      },
    };
    expect(writeFavourites(full, 'bayside-motors', [corolla])).toBe(false);
    expect(writeFavourites(memoryStorage(), 'bayside-motors', [corolla])).toBe(true);
  });

  it('round-trips a list through storage as JSON', () => {
    const storage = memoryStorage();
    writeFavourites(storage, 'bayside-motors', [corolla, cx5]);
    expect(JSON.parse(storage.items.get('favourites:bayside-motors') ?? '')).toEqual([corolla, cx5]);
    expect(readFavourites(storage, 'bayside-motors')).toEqual([corolla, cx5]);
  });
});
