/**
 * A list of one entry per car that each stock change alters in a few
 * places. Copying a 100,000-entry array at every change cost about 4 ms and
 * left as much garbage for the collector; kept in chunks, a copy with a few
 * entries changed copies the chunk table and those chunks only. A list is
 * never changed once made, so copies share their other chunks.
 */
export interface ChunkedList<T> {
  readonly length: number;
  readonly chunks: readonly (readonly T[])[];
}

/** Entries per chunk: a copy costs the table (length / CHUNK_SIZE) and CHUNK_SIZE per changed chunk. */
export const CHUNK_SIZE = 1024;

export function chunkedList<T>(entries: readonly T[]): ChunkedList<T> {
  const chunks: T[][] = [];
  for (let start = 0; start < entries.length; start += CHUNK_SIZE) chunks.push(entries.slice(start, start + CHUNK_SIZE));
  return { length: entries.length, chunks };
}

export function entryAt<T>(list: ChunkedList<T>, at: number): T | undefined {
  return at >= 0 && at < list.length ? list.chunks[Math.floor(at / CHUNK_SIZE)][at % CHUNK_SIZE] : undefined;
}

/**
 * The list with these entries put at their places. A place at or past the
 * end lengthens it; the places between the old end and it hold `filler`.
 */
export function withEntries<T>(list: ChunkedList<T>, entries: Iterable<readonly [number, T]>, filler: T): ChunkedList<T> {
  const chunks = list.chunks.slice() as T[][];
  const copied = new Set<number>();
  let { length } = list;
  for (const [at, entry] of entries) {
    const nth = Math.floor(at / CHUNK_SIZE);
    while (chunks.length <= nth) chunks.push([]);
    if (!copied.has(nth)) {
      chunks[nth] = chunks[nth].slice();
      copied.add(nth);
    }
    const chunk = chunks[nth];
    // A chunk is full up to the list's end: earlier places of a lengthened one take the filler.
    while (chunk.length < at % CHUNK_SIZE) chunk.push(filler);
    chunk[at % CHUNK_SIZE] = entry;
    length = Math.max(length, at + 1);
  }
  // Every chunk before the last full, so entryAt finds each place where it counts it.
  for (let nth = 0; nth < chunks.length - 1; nth++) {
    if (chunks[nth].length < CHUNK_SIZE) {
      if (!copied.has(nth)) chunks[nth] = chunks[nth].slice();
      while (chunks[nth].length < CHUNK_SIZE) chunks[nth].push(filler);
    }
  }
  return { length, chunks };
}
