import { describe, expect, it } from 'vitest';
import { CHUNK_SIZE, chunkedList, entryAt, withEntries } from './chunked-list';

const entries = (list: Parameters<typeof entryAt<number>>[0]) => Array.from({ length: list.length }, (_, at) => entryAt(list, at));

describe('a chunked list (the text index follows a stock change without copying every car)', () => {
  it('holds every entry where it was put, across chunk boundaries', () => {
    const source = Array.from({ length: CHUNK_SIZE * 2 + 5 }, (_, at) => at * 10);
    const list = chunkedList(source);
    expect(list.length).toBe(source.length);
    expect(entries(list)).toEqual(source);
    expect(entryAt(list, -1)).toBeUndefined();
    expect(entryAt(list, source.length)).toBeUndefined();
  });

  it('changes the given places in a copy, sharing the chunks it did not touch', () => {
    const list = chunkedList(Array.from({ length: CHUNK_SIZE * 3 }, (_, at) => at));
    const changed = withEntries(
      list,
      [
        [CHUNK_SIZE - 1, -1],
        [CHUNK_SIZE, -2],
      ],
      0,
    );
    expect(entryAt(changed, CHUNK_SIZE - 1)).toBe(-1);
    expect(entryAt(changed, CHUNK_SIZE)).toBe(-2);
    expect(entryAt(list, CHUNK_SIZE - 1)).toBe(CHUNK_SIZE - 1);
    expect(entryAt(list, CHUNK_SIZE)).toBe(CHUNK_SIZE);
    expect(changed.chunks[2]).toBe(list.chunks[2]);
    expect(changed.chunks[0]).not.toBe(list.chunks[0]);
  });

  it('grows past its end, the places in between holding the filler', () => {
    const list = chunkedList([1, 2, 3]);
    const grown = withEntries(list, [[CHUNK_SIZE + 1, 9]], 0);
    expect(grown.length).toBe(CHUNK_SIZE + 2);
    expect(entryAt(grown, 2)).toBe(3);
    expect(entryAt(grown, 3)).toBe(0);
    expect(entryAt(grown, CHUNK_SIZE)).toBe(0);
    expect(entryAt(grown, CHUNK_SIZE + 1)).toBe(9);
    expect(list.length).toBe(3);
    expect(entries(list)).toEqual([1, 2, 3]);
  });

  it('grows by one at its end, as a new car takes the next place', () => {
    const list = chunkedList(Array.from({ length: CHUNK_SIZE }, () => 1));
    const grown = withEntries(list, [[CHUNK_SIZE, 2]], 0);
    expect(grown.length).toBe(CHUNK_SIZE + 1);
    expect(entryAt(grown, CHUNK_SIZE)).toBe(2);
    expect(grown.chunks[0]).toBe(list.chunks[0]);
  });

  it('is empty when made from nothing, and grows from there', () => {
    const list = chunkedList<number>([]);
    expect(list.length).toBe(0);
    expect(entries(withEntries(list, [[1, 5]], 0))).toEqual([0, 5]);
  });
});
