import { describe, expect, it } from 'vitest';
import { readResult, RESULT_CACHE_LIMIT, storeResult, type ResultCache } from './result-cache';

const filled = (count: number) => Array.from({ length: count }, (_, i) => i + 1).reduce<ResultCache<number>>((cache, n) => storeResult(cache, `q${n}`, n), []);
const keys = (cache: ResultCache<number>) => cache.map((entry) => entry.key);

describe('spec search §9: result cache keeps at most 10 entries, oldest removed first', () => {
  it('keeps 10', () => {
    expect(RESULT_CACHE_LIMIT).toBe(10);
    expect(filled(10)).toHaveLength(10);
  });

  it('removes the oldest when the 11th arrives', () => {
    const cache = filled(11);
    expect(cache).toHaveLength(10);
    expect(keys(cache)[0]).toBe('q2');
    expect(readResult(cache, 'q1').result).toBeUndefined();
    expect(readResult(cache, 'q11').result).toBe(11);
  });

  it('counts a read as use, so a result just read outlives older ones', () => {
    const { cache } = readResult(filled(10), 'q1');
    const after = storeResult(cache, 'q11', 11);
    expect(readResult(after, 'q1').result).toBe(1);
    expect(readResult(after, 'q2').result).toBeUndefined();
  });

  it('replaces a stored key rather than holding it twice', () => {
    const cache = storeResult(filled(10), 'q3', 33);
    expect(cache).toHaveLength(10);
    expect(keys(cache).at(-1)).toBe('q3');
    expect(readResult(cache, 'q3').result).toBe(33);
  });

  it('misses without changing the cache', () => {
    const cache = filled(3);
    expect(readResult(cache, 'nope')).toEqual({ result: undefined, cache });
  });

  it('leaves the given cache as it was', () => {
    const cache = filled(10);
    storeResult(cache, 'q11', 11);
    readResult(cache, 'q1');
    expect(keys(cache)).toEqual(keys(filled(10)));
  });
});
