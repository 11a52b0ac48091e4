/**
 * Who gets the server's one thread next, between the turns of long page
 * renders. One Node process renders every dealer's pages on one thread.
 * Fair shares are not enough: with two dealers' shoppers both keeping it
 * busy, an even split halves what each had alone, so a dealer's shoppers
 * wait twice as long because another dealer published (or an attacker
 * keeps fetching) the heaviest page a document allows.
 *
 * So the thread is shared the way operating systems share a processor
 * between short and long jobs (a multi-level feedback queue): a page's first
 * LONG_RENDER_AFTER_TURNS turns run as soon as they can, like any request;
 * a page still rendering after them is a long render, and its later turns
 * run one at a time, at most one every LONG_TURN_GAP_MS while any request
 * that is not a long render is being worked on. Short requests, whichever
 * dealer they are for, are not kept waiting behind long pages; a long page
 * still gets a turn every LONG_TURN_GAP_MS, so it is slowed, never starved,
 * and runs at full speed as soon as nothing short is waiting.
 *
 * Requests are counted by the server that admits them (scripts/serve.ts);
 * page renders run inside Next.js's own bundle of this module, so the one
 * share lives on globalThis where both find it.
 */

/** Turns a page renders before it counts as long: its first 2 × BLOCKS_PER_RENDER_TURN blocks, more than any demo dealer's page has. */
export const LONG_RENDER_AFTER_TURNS = 2;

/**
 * While short requests are being worked on, a long render's next turn waits
 * until this long after the last long turn began. A turn of 12 blocks takes
 * a few milliseconds, so long pages get a small share of a busy thread.
 */
export const LONG_TURN_GAP_MS = 30;

export interface ThreadShare {
  /** A request the server works on began, or ended (the answer sent or the client gone). */
  requestStarted(): void;
  requestEnded(): void;
  /** A page render passed its short turns, or finished its last one. */
  longRenderStarted(): void;
  longRenderEnded(): void;
  /** Resolves when a long render may take its next turn. */
  nextLongTurn(): Promise<void>;
  /** Requests being worked on that are not long renders. */
  shortRequests(): number;
}

export function createThreadShare(now: () => number = () => performance.now()): ThreadShare {
  let requests = 0;
  let longRenders = 0;
  let lastLongTurnAt = Number.NEGATIVE_INFINITY;
  const waiting: (() => void)[] = [];
  let pending: { cancel: () => void } | undefined;

  const shortRequests = () => Math.max(0, requests - longRenders);

  function release(): void {
    pending = undefined;
    const next = waiting.shift();
    if (!next) return;
    lastLongTurnAt = now();
    next();
    schedule();
  }

  /** Plans the next long turn: in the next turn of the event loop when nothing short waits, else once the gap has passed. */
  function schedule(): void {
    if (pending || waiting.length === 0) return;
    const wait = shortRequests() > 0 ? Math.max(0, lastLongTurnAt + LONG_TURN_GAP_MS - now()) : 0;
    if (wait === 0) {
      const immediate = setImmediate(release);
      pending = { cancel: () => clearImmediate(immediate) };
    } else {
      const timer = setTimeout(release, wait);
      pending = { cancel: () => clearTimeout(timer) };
    }
  }

  /** Short work finished: a long turn held back for it may go at once. */
  function replan(): void {
    if (shortRequests() > 0 || !pending) return;
    pending.cancel();
    pending = undefined;
    schedule();
  }

  return {
    requestStarted() {
      requests++;
    },
    requestEnded() {
      requests = Math.max(0, requests - 1);
      replan();
    },
    longRenderStarted() {
      longRenders++;
    },
    longRenderEnded() {
      longRenders = Math.max(0, longRenders - 1);
    },
    nextLongTurn() {
      return new Promise<void>((resolve) => {
        waiting.push(resolve);
        schedule();
      });
    },
    shortRequests,
  };
}

const SHARED = Symbol.for('dealer-sites.thread-share');

/** The process's one share, made by whichever side asks first. */
export function threadShare(): ThreadShare {
  const holder = globalThis as { [SHARED]?: ThreadShare };
  holder[SHARED] ??= createThreadShare();
  return holder[SHARED];
}
