/**
 * Answers an app server keeps, to send again without working them out
 * while nothing they show has changed: rendered dealer pages
 * (http/page-cache) and search answers (search/kept-search-answers.ts).
 * A kept answer is sent only when the versions read for the request equal
 * those it was worked out at, so it never shows stock older than the stock
 * version it was made for, on any app server.
 *
 * Time is the one thing an answer shows that no version follows: opening
 * hours ("Open now", to the minute), promotions' windows, holds' ends (to
 * the second) and the sold cars' window. An answer is kept until the
 * minute it was worked out in ends, so what depends on the minute turns on
 * time, and never for longer than KEPT_AT_MOST_MS, which bounds how late a
 * promotion or a hold that ends within the minute can be seen to end.
 */

/** The longest an answer is sent again without being worked out anew. */
export const KEPT_AT_MOST_MS = 10_000;

/** What every kept answer records: the versions it was worked out at, and when. */
export interface CurrentAt {
  versions: string;
  workedOutAt: number;
}

/** When an answer worked out at `workedOutAt` stops being sent again: the end of its minute, or KEPT_AT_MOST_MS later if sooner. */
export function keptGoodUntil(workedOutAt: number): number {
  const minuteEnds = (Math.floor(workedOutAt / 60_000) + 1) * 60_000;
  return Math.min(minuteEnds, workedOutAt + KEPT_AT_MOST_MS);
}

/**
 * A store of answers bounded by their bytes (`sizeOf`), the least recently
 * sent going first, so no stream of new keys can grow it.
 */
export function createKeptWhileCurrent<Answer extends CurrentAt>(maxBytes: number, sizeOf: (key: string, answer: Answer) => number) {
  // A Map keeps insertion order: an answer sent again is moved to the end, so the first is the least recently sent.
  const kept = new Map<string, { answer: Answer; goodUntil: number; bytes: number }>();
  let bytes = 0;
  const forget = (key: string) => {
    const entry = kept.get(key);
    if (!entry) return;
    kept.delete(key);
    bytes -= entry.bytes;
  };
  return {
    /** The answer kept under `key` if it still shows what working it out now would: the same versions, within its time. */
    find(key: string, versions: string, now: number): Answer | undefined {
      const entry = kept.get(key);
      if (!entry) return undefined;
      if (entry.answer.versions !== versions || now >= entry.goodUntil || now < entry.answer.workedOutAt) {
        forget(key);
        return undefined;
      }
      kept.delete(key);
      kept.set(key, entry);
      return entry.answer;
    },
    /** Keeps `answer` under `key` (again, when it grew), measured anew; one larger than all the store may hold is not kept. */
    keep(key: string, answer: Answer): void {
      forget(key);
      const size = sizeOf(key, answer);
      if (size > maxBytes) return;
      kept.set(key, { answer, goodUntil: keptGoodUntil(answer.workedOutAt), bytes: size });
      bytes += size;
      while (bytes > maxBytes) forget(kept.keys().next().value as string);
    },
    /** What the kept answers take, for the tests and the benchmarks. */
    get bytes(): number {
      return bytes;
    },
    get size(): number {
      return kept.size;
    },
  };
}
