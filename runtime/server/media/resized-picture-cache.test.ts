import { describe, expect, it } from 'vitest';
import { ResizedPictureCache } from './resized-picture-cache';

const copy = (bytes: number) => ({ bytes: new Uint8Array(bytes) });

describe('the cache of resized pictures', () => {
  it('drops the least recently used copies once they pass the byte limit', () => {
    const cache = new ResizedPictureCache(100);
    cache.set('a', copy(40));
    cache.set('b', copy(40));
    expect(cache.get('a')).toBeDefined();
    cache.set('c', copy(40));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
  });

  it('never keeps a copy larger than the whole cache, and forgets a picture’s copies on request', () => {
    const cache = new ResizedPictureCache(100);
    cache.set('huge', copy(101));
    expect(cache.size).toBe(0);
    cache.set('site/one/320/webp', copy(10));
    cache.set('site/one/640/webp', copy(10));
    cache.set('site/two/320/webp', copy(10));
    cache.forgetStartingWith('site/one/');
    expect(cache.size).toBe(1);
  });
});
