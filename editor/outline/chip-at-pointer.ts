import type { Modifier } from '@dnd-kit/core';

/** How far right of and below the pointer the drag chip sits, so it never hides what is under the pointer. */
export const CHIP_GAP_PX = 12;

/**
 * Puts the drag chip just beside the pointer. dnd-kit keeps the overlay
 * where the grabbed element was, offset by the grab point: a small chip for
 * a wide palette card then trails far to the left of the pointer, off the
 * window's edge when the card is dragged leftwards. A keyboard drag has no
 * pointer, and its chip stays at the block it moves.
 */
export const chipAtPointer: Modifier = ({ activatorEvent, draggingNodeRect, transform }) => {
  if (!draggingNodeRect || !activatorEvent || !('clientX' in activatorEvent)) return transform;
  const { clientX, clientY } = activatorEvent as MouseEvent;
  return { ...transform, x: transform.x + clientX - draggingNodeRect.left + CHIP_GAP_PX, y: transform.y + clientY - draggingNodeRect.top + CHIP_GAP_PX };
};
