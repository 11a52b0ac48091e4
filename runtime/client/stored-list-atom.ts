import type { WritableAtom } from 'jotai';
import { atomWithStorage, type RESET } from 'jotai/utils';

type ListUpdate<Item> = Item[] | typeof RESET | ((previous: Item[]) => Item[] | typeof RESET);
export type StoredListAtom<Item> = WritableAtom<Item[], [ListUpdate<Item>], void>;

/** How one kind of list is kept in the browser: its key and how it is read back. */
export interface StoredListKind<Item> {
  key: (dealerSlug: string) => string;
  /** Reads stored text; never throws, whatever the text. */
  parse: (stored: string | null) => Item[];
}

/** Reading window.localStorage itself throws where the browser blocks storage. */
function localStorageIfAny(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * Every empty list read back is this one. The atom starts with it, so a
 * browser with nothing stored leaves the atom as it was when it mounts, and
 * the cards showing it do not render again. Frozen: the lists are replaced,
 * never changed in place.
 */
const NO_ITEMS: never[] = Object.freeze([]) as never[];

function listStorage<Item>(kind: StoredListKind<Item>) {
  return {
    getItem: (key: string): Item[] => {
      let items: Item[] = NO_ITEMS;
      try {
        items = kind.parse(localStorageIfAny()?.getItem(key) ?? null);
      } catch {
        // Unreadable: as if nothing were stored.
      }
      return items.length === 0 ? NO_ITEMS : items;
    },
    setItem: (key: string, items: Item[]): void => {
      try {
        localStorageIfAny()?.setItem(key, JSON.stringify(items));
      } catch {
        // Full or blocked: the list then lasts until the page is left.
      }
    },
    removeItem: (key: string): void => {
      try {
        localStorageIfAny()?.removeItem(key);
      } catch {
        // Nothing stored that could be removed.
      }
    },
    // Another tab changing the list updates this one.
    subscribe: (key: string, callback: (items: Item[]) => void) => {
      if (typeof window === 'undefined') return undefined;
      const onStorage = (event: StorageEvent) => {
        if (event.key === key && event.storageArea === localStorageIfAny()) callback(kind.parse(event.newValue));
      };
      window.addEventListener('storage', onStorage);
      return () => window.removeEventListener('storage', onStorage);
    },
  };
}

/**
 * The list as stored right now. Adding to a list starts from here rather
 * than from its atom, which holds [] until a component showing it mounts.
 */
export function readStoredList<Item>(kind: StoredListKind<Item>, dealerSlug: string): Item[] {
  return listStorage(kind).getItem(kind.key(dealerSlug));
}

const atoms = new Map<string, StoredListAtom<unknown>>();

/**
 * One atom per list and dealer site, so every control showing it (a
 * featured list and a carousel, say) changes together. It starts empty and
 * reads the browser's list once mounted, so the first render matches the
 * server's.
 */
export function storedListAtom<Item>(kind: StoredListKind<Item>, dealerSlug: string): StoredListAtom<Item> {
  const key = kind.key(dealerSlug);
  let list = atoms.get(key) as StoredListAtom<Item> | undefined;
  if (!list) {
    list = atomWithStorage<Item[]>(key, NO_ITEMS, listStorage(kind));
    atoms.set(key, list as StoredListAtom<unknown>);
  }
  return list;
}

/**
 * Stored text as a list of cars: JSON that is not a list reads as empty,
 * entries `readEntry` refuses are dropped, and each car is kept once (the
 * first). Browsers hold what older releases (or a curious shopper) wrote.
 */
export function parseStoredCars<Car extends { id: number }>(stored: string | null, readEntry: (value: unknown) => Car | undefined): Car[] {
  if (stored === null) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const seen = new Set<number>();
  const cars: Car[] = [];
  for (const entry of parsed) {
    const car = readEntry(entry);
    if (!car || seen.has(car.id)) continue;
    seen.add(car.id);
    cars.push(car);
  }
  return cars;
}
