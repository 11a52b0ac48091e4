import { describe, expect, it } from 'vitest';
import { createKeptWhileCurrent, KEPT_AT_MOST_MS, keptGoodUntil } from './kept-while-current';

const at = (time: string) => Date.parse(`2026-11-29T${time}Z`);
interface Answer {
  versions: string;
  workedOutAt: number;
  body: string;
}
const answer = (over: Partial<Answer> = {}): Answer => ({ versions: '1:1:1:1', workedOutAt: at('10:00:00'), body: 'Corolla', ...over });
const store = (maxBytes = 1024) => createKeptWhileCurrent<Answer>(maxBytes, (key, kept) => key.length + kept.body.length);

describe('answers kept while current', () => {
  it('are sent again only at the versions they were worked out at (never stock older than their stock version)', () => {
    const kept = store();
    kept.keep('home', answer());
    expect(kept.find('home', '1:1:1:1', at('10:00:01'))?.body).toBe('Corolla');
    expect(kept.find('home', '1:2:1:1', at('10:00:02'))).toBeUndefined();
    // Forgotten once stale, even if the versions came back.
    expect(kept.find('home', '1:1:1:1', at('10:00:03'))).toBeUndefined();
    expect(kept.size).toBe(0);
    expect(kept.bytes).toBe(0);
  });

  it(`are kept at most ${KEPT_AT_MOST_MS} ms, and never past the end of the minute they were worked out in`, () => {
    expect(keptGoodUntil(at('10:00:00'))).toBe(at('10:00:00') + KEPT_AT_MOST_MS);
    expect(keptGoodUntil(at('10:00:50'))).toBe(at('10:01:00'));
    expect(keptGoodUntil(at('10:00:59.999'))).toBe(at('10:01:00'));
    const kept = store();
    kept.keep('home', answer({ workedOutAt: at('16:59:55') }));
    expect(kept.find('home', '1:1:1:1', at('16:59:59.999'))).toBeDefined();
    // "Open now" turns to closed at 17:00 on the dot.
    expect(kept.find('home', '1:1:1:1', at('17:00:00'))).toBeUndefined();
    kept.keep('home', answer({ workedOutAt: at('10:00:00') }));
    expect(kept.find('home', '1:1:1:1', at('10:00:09.999'))).toBeDefined();
    expect(kept.find('home', '1:1:1:1', at('10:00:10'))).toBeUndefined();
  });

  it('send nothing worked out after now (a clock set back)', () => {
    const kept = store();
    kept.keep('home', answer({ workedOutAt: at('10:00:05') }));
    expect(kept.find('home', '1:1:1:1', at('10:00:04'))).toBeUndefined();
  });

  it('hold at most their bytes, the least recently sent going first', () => {
    const size = 'a'.length + 'Corolla'.length;
    const kept = store(size * 2);
    kept.keep('a', answer());
    kept.keep('b', answer());
    expect(kept.find('a', '1:1:1:1', at('10:00:01'))).toBeDefined();
    kept.keep('c', answer());
    expect(kept.size).toBe(2);
    expect(kept.bytes).toBe(size * 2);
    expect(kept.find('b', '1:1:1:1', at('10:00:01'))).toBeUndefined();
    expect(kept.find('a', '1:1:1:1', at('10:00:01'))).toBeDefined();
    expect(kept.find('c', '1:1:1:1', at('10:00:01'))).toBeDefined();
    // One larger than all they may hold is not kept, and pushes none out.
    kept.keep('huge', answer({ body: 'x'.repeat(size * 3) }));
    expect(kept.size).toBe(2);
  });

  it('measure an answer kept again anew, so one that grew is counted at its new size', () => {
    const kept = store();
    kept.keep('a', answer());
    kept.keep('a', answer({ body: 'Corolla Ascent Sport' }));
    expect(kept.size).toBe(1);
    expect(kept.bytes).toBe('a'.length + 'Corolla Ascent Sport'.length);
  });
});
