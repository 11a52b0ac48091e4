import type { CanvasPoint } from './canvas-drop-target';
import { BLOCK_ID_ATTRIBUTE } from './canvas-messages';

/** The attribute of a container's empty slot in the canvas: "{blockId} {slot}". */
export const EMPTY_SLOT_ATTRIBUTE = 'data-empty-slot';

export interface Rect {
  top: number;
  left: number;
  width: number;
  height: number;
}

/** Where a block is in its window's viewport: its wrapper has no box of its own (display: contents), so the union of its children's. */
export function blockRect(element: Element): Rect | undefined {
  const rects = [...element.children].map((child) => child.getBoundingClientRect()).filter((r) => r.width > 0 || r.height > 0);
  if (rects.length === 0) return undefined;
  const top = Math.min(...rects.map((r) => r.top));
  const left = Math.min(...rects.map((r) => r.left));
  return { top, left, width: Math.max(...rects.map((r) => r.right)) - left, height: Math.max(...rects.map((r) => r.bottom)) - top };
}

/**
 * What is under a point of the canvas (in the frame's own pixels), and the
 * line a drop there would go in, in those pixels too: a block's top edge or
 * bottom edge, or across an empty slot.
 */
export function canvasPointAt(canvas: Document, x: number, y: number): { point: CanvasPoint; line: Rect } | undefined {
  const element = canvas.elementFromPoint(x, y);
  if (!element) return undefined;
  const emptySlot = element.closest(`[${EMPTY_SLOT_ATTRIBUTE}]`);
  if (emptySlot) {
    const [blockId, slot] = (emptySlot.getAttribute(EMPTY_SLOT_ATTRIBUTE) ?? '').split(' ');
    const box = emptySlot.getBoundingClientRect();
    if (!blockId || !slot) return undefined;
    return { point: { kind: 'empty-slot', blockId, slot }, line: { top: box.top + box.height / 2, left: box.left, width: box.width, height: 0 } };
  }
  const marked = element.closest(`[${BLOCK_ID_ATTRIBUTE}]`);
  const blockId = marked?.getAttribute(BLOCK_ID_ATTRIBUTE);
  const box = marked ? blockRect(marked) : undefined;
  if (!blockId || !box) return undefined;
  const half = y < box.top + box.height / 2 ? 'upper' : 'lower';
  return { point: { kind: 'block', blockId, half }, line: { top: half === 'upper' ? box.top : box.top + box.height, left: box.left, width: box.width, height: 0 } };
}
