import type { ReactNode } from 'react';
import type { BlockNode } from '../../schemas/block-node';
import { subtreeSize } from '../site-document/block-tree';

export { subtreeSize };

/**
 * How many blocks a server renders in one turn of its event loop. One Node
 * process renders every dealer's pages on one thread: a page of 300 blocks
 * rendered in one go held that thread for about 300 ms, and every other
 * dealer's shoppers waited behind it. Rendered this many blocks at a time,
 * the others' requests are served between the turns.
 */
export const BLOCKS_PER_RENDER_TURN = 12;

/** Counts the blocks of one page as they are rendered, header, page and footer together. */
export interface RenderTurns {
  blocksSoFar: number;
}

export const startRenderTurns = (): RenderTurns => ({ blocksSoFar: 0 });

/** The next turn of the event loop, after the I/O that is waiting: setImmediate where there is one. */
const nextTurn = (): Promise<void> => new Promise((resolve) => (typeof setImmediate === 'function' ? setImmediate(resolve) : setTimeout(resolve, 0)));

/**
 * Renders its children only after `turns` turns of the event loop. React
 * renders what is ready in one go and comes back to a suspended part when
 * its promise settles, so blocks that wait different numbers of turns are
 * rendered in different turns. Nothing between here and the page's root
 * shows a fallback, so the HTML is the same as rendered in one go; it is
 * only sent once the last turn is done.
 */
export async function AfterTurns({ turns, children }: { turns: number; children: ReactNode }): Promise<ReactNode> {
  for (let turn = 0; turn < turns; turn++) await nextTurn();
  return children;
}

/** Which turn a top-level block renders in, counting the blocks before it and in it. */
export function turnOf(turns: RenderTurns, node: BlockNode): number {
  const turn = Math.floor(turns.blocksSoFar / BLOCKS_PER_RENDER_TURN);
  turns.blocksSoFar += subtreeSize(node);
  return turn;
}
