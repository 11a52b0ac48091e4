import type { BlockListAddress } from '../document/block-address';
import { sameBlockList } from '../document/block-address';
import type { DragSource, DropTarget } from './drag-ids';

/** Where a drop puts the dragged block: its list and its index there once the drop is done. */
export interface PlannedDrop {
  list: BlockListAddress;
  index: number;
}

/**
 * Maps what is dragged and what it is over to the block's new place, or
 * undefined when the drop would change nothing. Over a row, the block takes
 * that row's place (as a sortable list does); on the canvas, it goes just
 * before the block (moving down its own list, one place less, as it has left
 * its old one); over a list's end, it goes last.
 */
export function planDrop(source: DragSource, target: DropTarget): PlannedDrop | undefined {
  const fromSameList = source.kind === 'block' && sameBlockList(source.list, target.list);
  if (target.kind === 'before') {
    if (source.kind === 'block' && source.blockId === target.blockId) return undefined;
    const index = fromSameList && source.index < target.index ? target.index - 1 : target.index;
    return fromSameList && index === source.index ? undefined : { list: target.list, index };
  }
  if (target.kind === 'row') {
    if (source.kind === 'block' && source.blockId === target.blockId) return undefined;
    return { list: target.list, index: target.index };
  }
  if (fromSameList) {
    const last = target.length - 1;
    return source.index === last ? undefined : { list: target.list, index: last };
  }
  return { list: target.list, index: target.length };
}
