import type { ReactNode } from 'react';
import type { BlockNode } from '../../schemas/block-node';
import { subtreeSize } from '../site-document/block-tree';
import { LONG_RENDER_AFTER_TURNS, threadShare } from './thread-share';

export { subtreeSize };

/**
 * How many blocks a server renders in one turn of its event loop. One Node
 * process renders every dealer's pages on one thread: a page of 300 blocks
 * rendered in one go held that thread for about 300 ms, and every other
 * dealer's shoppers waited behind it. Rendered this many blocks at a time,
 * the others' requests are served between the turns.
 */
export const BLOCKS_PER_RENDER_TURN = 12;

/** Counts the blocks of one page as they are rendered, header, page and footer together, and when each of its turns may start. */
export interface RenderTurns {
  blocksSoFar: number;
  /** started[k] resolves when turn k may render; turn 0 at once. */
  started: Promise<void>[];
}

export const startRenderTurns = (): RenderTurns => ({ blocksSoFar: 0, started: [Promise.resolve()] });

/** The next turn of the event loop, after the I/O that is waiting: setImmediate where there is one. */
const nextTurn = (): Promise<void> => new Promise((resolve) => (typeof setImmediate === 'function' ? setImmediate(resolve) : setTimeout(resolve, 0)));

/**
 * When turn `turn` of this page may render: one turn of the event loop after
 * the one before it while the page is short, and by the thread share's
 * leave once it is a long render (thread-share.ts). The page's turns are
 * planned before any of them runs, so when turn k passes, the page knows
 * whether it was its last.
 */
export function turnStarted(turns: RenderTurns, turn: number): Promise<void> {
  for (let k = turns.started.length; k <= turn; k++) {
    const previous = turns.started[k - 1]!;
    turns.started.push(
      previous.then(async () => {
        if (k < LONG_RENDER_AFTER_TURNS) return nextTurn();
        const share = threadShare();
        if (k === LONG_RENDER_AFTER_TURNS) share.longRenderStarted();
        await share.nextLongTurn();
        if (k === turns.started.length - 1) share.longRenderEnded();
      }),
    );
  }
  return turns.started[turn]!;
}

/**
 * Renders its children only once `started` resolves. React renders what is
 * ready in one go and comes back to a suspended part when its promise
 * settles, so blocks of different turns are rendered in different turns.
 * Nothing between here and the page's root shows a fallback, so the HTML is
 * the same as rendered in one go; it is only sent once the last turn is done.
 */
export async function AfterTurns({ started, children }: { started: Promise<void>; children: ReactNode }): Promise<ReactNode> {
  await started;
  return children;
}

/** Which turn a top-level block renders in, counting the blocks before it and in it. */
export function turnOf(turns: RenderTurns, node: BlockNode): number {
  const turn = Math.floor(turns.blocksSoFar / BLOCKS_PER_RENDER_TURN);
  turns.blocksSoFar += subtreeSize(node);
  return turn;
}
