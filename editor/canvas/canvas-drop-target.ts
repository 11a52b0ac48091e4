import type { SiteDocument } from '../../schemas/site-document';
import type { BlockListAddress } from '../document/block-address';
import { walkBlocks } from '../document/walk-blocks';
import type { DropTarget } from '../outline/drag-ids';

/** What the pointer is over in the canvas: a block's upper or lower half, or a container's empty slot. */
export type CanvasPoint = { kind: 'block'; blockId: string; half: 'upper' | 'lower' } | { kind: 'empty-slot'; blockId: string; slot: string };

/**
 * Where a block dropped on the canvas goes: before the block under the
 * pointer when over its upper half, after it when over its lower half (before
 * its next sibling, or last in its list), or into an empty slot. Over
 * nothing, or over a block the draft no longer has, nowhere.
 */
export function canvasDropTarget(document: SiteDocument, point: CanvasPoint | undefined): DropTarget | undefined {
  if (!point) return undefined;
  if (point.kind === 'empty-slot') {
    const list: BlockListAddress = { kind: 'slot', blockId: point.blockId, slot: point.slot };
    return { kind: 'end', list, length: 0 };
  }
  let target: DropTarget | undefined;
  walkBlocks(document, (node, list, index) => {
    if (node.id !== point.blockId) return false;
    const next = list.blocks[index + 1];
    if (point.half === 'upper') target = { kind: 'before', blockId: node.id, list: list.address, index };
    else if (next) target = { kind: 'before', blockId: next.id, list: list.address, index: index + 1 };
    else target = { kind: 'end', list: list.address, length: list.blocks.length };
    return true;
  });
  return target;
}
