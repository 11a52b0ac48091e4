import { describe, expect, it } from 'vitest';
import { keepNewest } from './keep-newest';

describe('keepNewest', () => {
  it('keeps up to the limit, then forgets the least recently kept', () => {
    const kept = new Map<string, number>();
    keepNewest(kept, 'a', 1, 2);
    keepNewest(kept, 'b', 2, 2);
    expect([...kept.keys()]).toEqual(['a', 'b']);
    keepNewest(kept, 'c', 3, 2);
    expect([...kept.entries()]).toEqual([
      ['b', 2],
      ['c', 3],
    ]);
  });

  it('makes a key kept again the newest, with its new value, and grows nothing', () => {
    const kept = new Map<string, number>();
    keepNewest(kept, 'a', 1, 2);
    keepNewest(kept, 'b', 2, 2);
    keepNewest(kept, 'a', 10, 2);
    expect([...kept.entries()]).toEqual([
      ['b', 2],
      ['a', 10],
    ]);
    keepNewest(kept, 'c', 3, 2);
    expect([...kept.keys()]).toEqual(['a', 'c']);
  });
});
