import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchSavedCars } from './saved-cars-api';

afterEach(() => vi.unstubAllGlobals());

describe('the saved cars as they are now', () => {
  it('asks for at most 100 ids at a time, and answers every car found by its id', async () => {
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        asked.push(url);
        const ids = (new URL(url, 'http://x.invalid').searchParams.get('ids') ?? '').split(',').map(Number);
        return Response.json({ cars: ids.filter((id) => id % 2 === 0).map((id) => ({ id })) });
      }),
    );
    const ids = Array.from({ length: 150 }, (_, index) => index + 1);
    const found = await fetchSavedCars('/sites/harbour-city-motors/api/saved-cars', ids);
    expect(asked).toHaveLength(2);
    expect(asked[0]).toBe(`/sites/harbour-city-motors/api/saved-cars?ids=${ids.slice(0, 100).join('%2C')}`);
    expect(found?.size).toBe(75);
    expect(found?.get(150)).toEqual({ id: 150 });
  });

  it('nothing to ask is asked nothing', async () => {
    vi.stubGlobal('fetch', vi.fn());
    expect((await fetchSavedCars('/api/saved-cars', []))?.size).toBe(0);
    expect(fetch).not.toHaveBeenCalled();
  });

  it.each([
    ['a failed answer', () => new Response('{}', { status: 500 })],
    ['an answer that is not one', () => Response.json({ hits: [] })],
    ['no connection', () => Promise.reject(new TypeError('offline'))],
  ])('%s reads as not known', async (_, reply) => {
    vi.stubGlobal('fetch', vi.fn(reply));
    expect(await fetchSavedCars('/api/saved-cars', [1])).toBeUndefined();
  });
});
