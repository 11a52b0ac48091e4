import { createStore } from 'jotai';
import { parseStoredCars, storedListAtom } from './stored-list-atom';

const CARS = { key: (dealerSlug: string) => `test-cars:${dealerSlug}`, parse: (stored: string | null) => parseStoredCars(stored, (value) => value as { id: number }) };

describe('storedListAtom', () => {
  it('keeps its value when it mounts and nothing is stored, so the parts showing it do not render again', () => {
    const store = createStore();
    const cars = storedListAtom(CARS, 'empty-dealer');
    const before = store.get(cars);
    let notified = 0;
    const stop = store.sub(cars, () => notified++);
    expect(store.get(cars)).toBe(before);
    expect(notified).toBe(0);
    stop();
  });

  it('is one atom per list and dealer site', () => {
    expect(storedListAtom(CARS, 'one')).toBe(storedListAtom(CARS, 'one'));
    expect(storedListAtom(CARS, 'one')).not.toBe(storedListAtom(CARS, 'two'));
  });

  it('an empty list read back cannot be changed in place', () => {
    const store = createStore();
    const empty = store.get(storedListAtom(CARS, 'frozen-dealer'));
    expect(empty).toEqual([]);
    expect(Object.isFrozen(empty)).toBe(true);
  });
});
