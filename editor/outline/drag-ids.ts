import type { BlockListAddress } from '../document/block-address';

/**
 * What is being dragged and what it is over, carried as dnd-kit `data` so
 * the drop handler never parses ids.
 */
export type DragSource = { kind: 'palette'; blockType: string; label: string } | { kind: 'block'; blockId: string; label: string; list: BlockListAddress; index: number };

export type DropTarget =
  /** Over a row: the dragged block lands where that row is. */
  | { kind: 'row'; blockId: string; list: BlockListAddress; index: number }
  /** On the canvas, between blocks: the dragged block lands just before that block. */
  | { kind: 'before'; blockId: string; list: BlockListAddress; index: number }
  /** Over the space after a list's last row (or an empty list). */
  | { kind: 'end'; list: BlockListAddress; length: number };

/**
 * The dnd-kit `data` of draggables and drop areas. An outline row is both at
 * once (a sortable item), so each role has its own key.
 */
export interface DragData {
  source?: DragSource;
  target?: DropTarget;
}

export function listKey(list: BlockListAddress): string {
  switch (list.kind) {
    case 'page':
      return `page:${list.pageId}`;
    case 'layout':
      return `layout:${list.area}`;
    case 'slot':
      return `slot:${list.blockId}:${list.slot}`;
  }
}

/** How far a pressed pointer travels before a drag starts, in CSS pixels: a click on a row or a block still selects it. */
export const POINTER_DRAG_DISTANCE = 6;

export const paletteDragId = (blockType: string) => `palette:${blockType}`;
export const rowDragId = (blockId: string) => `block:${blockId}`;
/** The selected block's drag handle on the canvas: not its outline row's id, which is a draggable of its own. */
export const canvasBlockDragId = (blockId: string) => `canvas-block:${blockId}`;
/**
 * A block pressed anywhere on the canvas and dragged: one draggable for
 * every such drag, the block named as it starts. The canvas has already
 * waited for the pointer to travel POINTER_DRAG_DISTANCE in its own pixels.
 */
export const CANVAS_POINTER_DRAG_ID = 'canvas-pointer';
export const listEndDropId = (list: BlockListAddress) => `end:${listKey(list)}`;
