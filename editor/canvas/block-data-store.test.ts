import { describe, expect, it, vi } from 'vitest';
import type { CanvasBlockData } from '../../schemas/api/canvas-block-data';
import { createBlockDataStore } from './block-data-store';

const carousel = (id: string, props: Record<string, unknown>) => ({ id, type: 'stock-carousel', props });
const toyotas: CanvasBlockData = { ok: true, data: { cars: ['Corolla'] }, reads: ['filters'] };

describe('live canvas: block data cached by the props its loader read', () => {
  it('an edit to a prop the loader did not read keeps the data; one it read misses', () => {
    const store = createBlockDataStore([{ type: 'stock-carousel', props: { heading: 'Our cars', filters: { make: ['Toyota'] } }, result: toyotas }], vi.fn());
    expect(store.read(carousel('a', { heading: 'New arrivals', filters: { make: ['Toyota'] } }))).toBe(toyotas);
    // Another block of the type with the same filters shares the data.
    expect(store.read(carousel('b', { heading: 'x', filters: { make: ['Toyota'] } }))).toBe(toyotas);
    expect(store.read(carousel('a', { heading: 'New arrivals', filters: { make: ['Mazda'] } }))).toBeUndefined();
    expect(store.read({ id: 'c', type: 'promo-card', props: {} })).toBeUndefined();
  });

  it('blocks asked in one moment go in one request; the answer is kept and listeners told', async () => {
    const mazdas: CanvasBlockData = { ok: true, data: { cars: ['CX-5'] }, reads: ['filters'] };
    const fetchData = vi.fn(async (ids: string[]) => ids.map(() => mazdas));
    const store = createBlockDataStore([], fetchData);
    const listener = vi.fn();
    store.subscribe(listener);
    store.request(carousel('a', { filters: { make: ['Mazda'] } }));
    store.request(carousel('b', { filters: { make: ['Mazda'] } }));
    await vi.waitFor(() => expect(listener).toHaveBeenCalledOnce());
    expect(fetchData).toHaveBeenCalledExactlyOnceWith(['a', 'b']);
    expect(store.read(carousel('c', { heading: 'Any', filters: { make: ['Mazda'] } }))).toBe(mazdas);
  });

  it('while new data is on its way a block shows its last; a lost connection is said and asked again next time', async () => {
    const fetchData = vi.fn().mockRejectedValueOnce(new Error('The server could not be reached.'));
    const store = createBlockDataStore([{ type: 'stock-carousel', props: { filters: {} }, result: toyotas }], fetchData);
    store.read(carousel('a', { filters: {} }));
    const changed = carousel('a', { filters: { make: ['Kia'] } });
    expect(store.read(changed)).toBeUndefined();
    expect(store.last('a')).toBe(toyotas);
    const listener = vi.fn();
    store.subscribe(listener);
    store.request(changed);
    await vi.waitFor(() => expect(listener).toHaveBeenCalled());
    expect(store.last('a')).toMatchObject({
      ok: false,
      message: 'This block’s data could not be loaded: The server could not be reached. It is asked for again at the next change.',
    });
    expect(store.read(changed)).toBeUndefined();
  });

  it('forgetting all (the site’s settings changed) misses every block but keeps what each showed', () => {
    const store = createBlockDataStore([{ type: 'stock-carousel', props: { filters: {} }, result: toyotas }], vi.fn());
    expect(store.read(carousel('a', { filters: {} }))).toBe(toyotas);
    store.forgetAll();
    expect(store.read(carousel('a', { filters: {} }))).toBeUndefined();
    expect(store.last('a')).toBe(toyotas);
  });
});
