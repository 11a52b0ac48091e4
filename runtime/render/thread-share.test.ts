import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BLOCKS_PER_RENDER_TURN, startRenderTurns, turnStarted } from './render-turns';
import { createThreadShare, LONG_RENDER_AFTER_TURNS, LONG_TURN_GAP_MS, threadShare } from './thread-share';

/** Which of `turns` have passed so far, as they pass. */
function watch(turns: Promise<void>[]): number[] {
  const passed: number[] = [];
  turns.forEach((turn, index) => void turn.then(() => passed.push(index)));
  return passed;
}

describe("security: short requests are not kept waiting behind another dealer's long page (thread share)", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setImmediate', 'clearImmediate', 'Date'], now: 0 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives long turns one after another, a turn of the event loop apart, while nothing short is worked on', async () => {
    const share = createThreadShare(Date.now);
    const passed = watch([share.nextLongTurn(), share.nextLongTurn(), share.nextLongTurn()]);
    await vi.advanceTimersToNextTimerAsync();
    expect(passed).toEqual([0]);
    await vi.advanceTimersToNextTimerAsync();
    await vi.advanceTimersToNextTimerAsync();
    expect(passed).toEqual([0, 1, 2]);
    expect(Date.now()).toBeLessThan(LONG_TURN_GAP_MS);
  });

  it(`while a short request is worked on, a long turn starts only ${LONG_TURN_GAP_MS} ms after the last one began, never sooner`, async () => {
    const share = createThreadShare(Date.now);
    share.requestStarted();
    const passed = watch([share.nextLongTurn(), share.nextLongTurn()]);
    await vi.advanceTimersByTimeAsync(0);
    expect(passed).toEqual([0]);
    await vi.advanceTimersByTimeAsync(LONG_TURN_GAP_MS - 1);
    expect(passed).toEqual([0]);
    await vi.advanceTimersByTimeAsync(1);
    expect(passed).toEqual([0, 1]);
  });

  it('a long turn held back goes at once when the last short request ends', async () => {
    const share = createThreadShare(Date.now);
    share.requestStarted();
    const passed = watch([share.nextLongTurn(), share.nextLongTurn()]);
    await vi.advanceTimersByTimeAsync(5);
    expect(passed).toEqual([0]);
    share.requestEnded();
    await vi.advanceTimersByTimeAsync(0);
    expect(passed).toEqual([0, 1]);
    expect(Date.now()).toBe(5);
  });

  it('a request whose page became a long render is not short: two long pages do not hold each other back', async () => {
    const share = createThreadShare(Date.now);
    share.requestStarted();
    share.requestStarted();
    share.longRenderStarted();
    expect(share.shortRequests()).toBe(1);
    share.longRenderStarted();
    expect(share.shortRequests()).toBe(0);
    const passed = watch([share.nextLongTurn(), share.nextLongTurn()]);
    await vi.advanceTimersToNextTimerAsync();
    await vi.advanceTimersToNextTimerAsync();
    expect(passed).toEqual([0, 1]);
    expect(Date.now()).toBeLessThan(LONG_TURN_GAP_MS);
    share.longRenderEnded();
    expect(share.shortRequests()).toBe(1);
  });

  it(`a page's first ${LONG_RENDER_AFTER_TURNS} turns are short; from then on it counts as a long render until its last turn has passed`, async () => {
    const share = threadShare();
    const turns = startRenderTurns();
    const lastTurn = LONG_RENDER_AFTER_TURNS + 2;
    const started = Array.from({ length: lastTurn + 1 }, (_, turn) => turnStarted(turns, turn));
    const passed = watch(started);
    share.requestStarted();
    const seen: number[] = [];
    for (let step = 0; step < 20 && passed.length <= lastTurn; step++) {
      await vi.advanceTimersToNextTimerAsync();
      seen.push(share.shortRequests());
    }
    expect(passed).toEqual(Array.from({ length: lastTurn + 1 }, (_, turn) => turn));
    // The request counted as short until its page's first long turn, then not, and short again once the page's turns were done.
    expect(seen).toContain(0);
    expect(share.shortRequests()).toBe(1);
    share.requestEnded();
  });

  it(`pages of up to ${LONG_RENDER_AFTER_TURNS * BLOCKS_PER_RENDER_TURN} blocks never wait for the share`, async () => {
    const share = threadShare();
    share.requestStarted();
    const turns = startRenderTurns();
    const passed = watch(Array.from({ length: LONG_RENDER_AFTER_TURNS }, (_, turn) => turnStarted(turns, turn)));
    await vi.advanceTimersByTimeAsync(0);
    expect(passed).toHaveLength(LONG_RENDER_AFTER_TURNS);
    expect(Date.now()).toBe(0);
    share.requestEnded();
  });
});
