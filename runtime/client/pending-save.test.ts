import { beforeEach, describe, expect, it } from 'vitest';
import { PENDING_SAVE_MINUTES, pendingSaveKey, rememberPendingSave, takePendingSave, type PendingSaveStorage } from './pending-save';

class MemoryStorage implements PendingSaveStorage {
  items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}

const NOW = Date.parse('2026-11-22T10:00:00Z');
const PAGE = '/sites/sunshine-toyota/search?make=Toyota';
const rav4 = { id: 4102, name: '2024 Toyota RAV4 GX' };
let storage: MemoryStorage;

beforeEach(() => {
  storage = new MemoryStorage();
});

describe('after signing in from a save, the car pressed is saved (spec search §4, §6)', () => {
  it('the car is taken once, on the page sign-in returns to', () => {
    rememberPendingSave(storage, 'sunshine-toyota', rav4, PAGE, NOW);
    expect(takePendingSave(storage, 'sunshine-toyota', PAGE, NOW + 60_000)).toEqual(rav4);
    expect(takePendingSave(storage, 'sunshine-toyota', PAGE, NOW + 60_000)).toBeUndefined();
  });

  it(`is forgotten after ${PENDING_SAVE_MINUTES} minutes, or on another page, or on another dealer's site`, () => {
    rememberPendingSave(storage, 'sunshine-toyota', rav4, PAGE, NOW);
    expect(takePendingSave(storage, 'sunshine-toyota', PAGE, NOW + PENDING_SAVE_MINUTES * 60_000 + 1)).toBeUndefined();
    rememberPendingSave(storage, 'sunshine-toyota', rav4, PAGE, NOW);
    expect(takePendingSave(storage, 'sunshine-toyota', '/sites/sunshine-toyota/', NOW)).toBeUndefined();
    expect(storage.items.size).toBe(0);
    rememberPendingSave(storage, 'sunshine-toyota', rav4, PAGE, NOW);
    expect(takePendingSave(storage, 'harbour-city-motors', PAGE, NOW)).toBeUndefined();
  });

  it.each([
    ['not JSON', '{car'],
    ['no car', JSON.stringify({ returnPath: PAGE, until: NOW + 1 })],
    ['an id that is no car', JSON.stringify({ car: { id: -1, name: 'x' }, returnPath: PAGE, until: NOW + 1 })],
    ['a name that is not text', JSON.stringify({ car: { id: 1, name: 4 }, returnPath: PAGE, until: NOW + 1 })],
    ['a return to another site', JSON.stringify({ car: rav4, returnPath: '//evil.example/', until: NOW + 1 })],
  ])('drops an entry with %s', (_, stored) => {
    storage.setItem(pendingSaveKey('sunshine-toyota'), stored);
    expect(takePendingSave(storage, 'sunshine-toyota', PAGE, NOW)).toBeUndefined();
    expect(storage.items.size).toBe(0);
  });

  it('storage the browser blocks carries nothing, and throws nothing', () => {
    const blocked: PendingSaveStorage = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
    };
    expect(() => rememberPendingSave(blocked, 'sunshine-toyota', rav4, PAGE, NOW)).not.toThrow();
    expect(takePendingSave(blocked, 'sunshine-toyota', PAGE, NOW)).toBeUndefined();
    expect(takePendingSave(undefined, 'sunshine-toyota', PAGE, NOW)).toBeUndefined();
  });
});
