'use client';

import { type DragMoveEvent, useDndMonitor, useDroppable } from '@dnd-kit/core';
import { useStore } from 'jotai';
import { type RefObject, useState } from 'react';
import { sourceOf } from '../outline/announcements';
import type { DragData } from '../outline/drag-ids';
import { planDrop } from '../outline/drop-plan';
import { documentAtom } from '../state/editor-store';
import { canvasDropTarget } from './canvas-drop-target';
import { canvasPointAt, type Rect } from './canvas-point';

export const CANVAS_DROP_ID = 'canvas';

/** Where the pointer is during a drag: dnd-kit gives where it started and how far it has moved. */
function pointerOf(event: DragMoveEvent): { x: number; y: number } | undefined {
  const start = event.activatorEvent;
  // A pointer event is a mouse event; a keyboard drag has no pointer.
  if (!(start instanceof MouseEvent)) return undefined;
  return { x: start.clientX + event.delta.x, y: start.clientY + event.delta.y };
}

/**
 * The canvas as a place to drop blocks on, by pointer: while a block is
 * dragged, the frame lets the editor window keep the pointer (a frame would
 * otherwise swallow its moves), the block under the pointer is found in the
 * frame's own document, and a line shows where the block will land, in the
 * editor window's pixels. Keyboard drags go through the outline.
 */
export function useCanvasDrop(frame: RefObject<HTMLIFrameElement | null>, scale: number) {
  const store = useStore();
  // dnd-kit hands this same object to the drop handler as the place's data: its target is set as the pointer moves.
  const [data] = useState<DragData>(() => ({}));
  const { setNodeRef } = useDroppable({ id: CANVAS_DROP_ID, data });
  const [dragging, setDragging] = useState(false);
  const [line, setLine] = useState<Rect | undefined>();

  function stop() {
    setDragging(false);
    setLine(undefined);
  }

  useDndMonitor({
    onDragStart() {
      data.target = undefined;
      setDragging(true);
    },
    onDragMove(event) {
      const pointer = pointerOf(event);
      const element = frame.current;
      const canvas = element?.contentDocument;
      const box = element?.getBoundingClientRect();
      const inside = pointer && box && pointer.x >= box.left && pointer.x <= box.right && pointer.y >= box.top && pointer.y <= box.bottom;
      const found = inside && canvas ? canvasPointAt(canvas, (pointer.x - box.left) / scale, (pointer.y - box.top) / scale) : undefined;
      data.target = canvasDropTarget(store.get(documentAtom), found?.point);
      // A block over its own place (its own halves, or just after itself) would not move: no line promises it.
      const source = sourceOf(event.active);
      const moves = data.target && source ? planDrop(source, data.target) !== undefined : false;
      setLine(
        found && data.target && moves && box
          ? { top: box.top + found.line.top * scale, left: box.left + found.line.left * scale, width: found.line.width * scale, height: 0 }
          : undefined,
      );
    },
    onDragEnd: stop,
    onDragCancel: stop,
  });

  return { setNodeRef, dragging, line };
}
