import { KeyboardCode, type KeyboardCoordinateGetter } from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';

const VERTICAL = [KeyboardCode.Down, KeyboardCode.Up] as string[];

/**
 * Arrow keys move a dragged outline row from place to place as a sortable
 * list does. A palette block is no sortable item, so sortable's getter has
 * nothing to measure from; it steps to the nearest drop place above or
 * below instead.
 */
export const outlineKeyboardCoordinates: KeyboardCoordinateGetter = (event, args) => {
  const sortable = sortableKeyboardCoordinates(event, args);
  if (sortable || !VERTICAL.includes(event.code)) return sortable;
  const { collisionRect, droppableRects, droppableContainers } = args.context;
  if (!collisionRect) return undefined;
  event.preventDefault();
  const down = event.code === KeyboardCode.Down;
  let best: { top: number; left: number } | undefined;
  for (const container of droppableContainers.getEnabled()) {
    const rect = droppableRects.get(container.id);
    if (!rect) continue;
    const ahead = down ? rect.top > collisionRect.top : rect.top < collisionRect.top;
    if (!ahead) continue;
    if (!best || Math.abs(rect.top - collisionRect.top) < Math.abs(best.top - collisionRect.top)) best = { top: rect.top, left: rect.left };
  }
  return best ? { x: best.left, y: best.top } : undefined;
};
