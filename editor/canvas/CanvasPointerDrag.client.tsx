'use client';

import { useDndMonitor, useDraggable } from '@dnd-kit/core';
import { useMergedRef } from '@mantine/hooks';
import { type RefObject, useEffect, useRef } from 'react';
import { CANVAS_POINTER_DRAG_ID } from '../outline/drag-ids';
import { readCanvasMessage } from './canvas-messages';
import { useBlockDragData } from './use-block-drag-data.client';

function pointerEvent(type: string, x: number, y: number): PointerEvent {
  return new PointerEvent(type, {
    bubbles: true,
    cancelable: true,
    isPrimary: true,
    pointerId: 1,
    pointerType: 'mouse',
    button: 0,
    buttons: type === 'pointerup' ? 0 : 1,
    clientX: x,
    clientY: y,
  });
}

/**
 * Runs in the editor the drags of blocks pressed anywhere on the canvas.
 * The frame tells where its pointer is (it keeps the pointer from press to
 * release); here that is turned into the editor window's pixels and given
 * to dnd-kit as the pointer's own events, through a draggable of no size
 * that stands where the block was pressed. The drag then is the editor's
 * like any other: the same chip, drop line, drop places and announcements.
 */
export function CanvasPointerDrag({ frame, scale }: { frame: RefObject<HTMLIFrameElement | null>; scale: number }) {
  const data = useBlockDragData(undefined);
  const { listeners, setNodeRef } = useDraggable({ id: CANVAS_POINTER_DRAG_ID, data });
  const node = useRef<HTMLDivElement | null>(null);
  const ref = useMergedRef(node, setNodeRef);
  const place = useRef(scale);
  place.current = scale;
  // Whether a drag started on the canvas is running now.
  const running = useRef(false);
  useDndMonitor({
    onDragStart: ({ active }) => {
      running.current = active.id === CANVAS_POINTER_DRAG_ID;
    },
    onDragEnd: () => {
      running.current = false;
    },
    onDragCancel: () => {
      running.current = false;
    },
  });

  useEffect(() => {
    const cancel = () => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', code: 'Escape', bubbles: true, cancelable: true }));
    };
    function inEditor(x: number, y: number): { x: number; y: number } | undefined {
      const box = frame.current?.getBoundingClientRect();
      return box && { x: box.left + x * place.current, y: box.top + y * place.current };
    }
    function onMessage(event: MessageEvent) {
      if (event.origin !== window.location.origin || event.source !== frame.current?.contentWindow) return;
      const message = readCanvasMessage(event.data);
      if (message?.type !== 'block-drag') return;
      if (message.phase === 'cancel') {
        if (running.current) cancel();
        return;
      }
      const at = inEditor(message.x, message.y);
      if (message.phase !== 'start') {
        if (!running.current) return;
        if (!at) cancel();
        else document.dispatchEvent(pointerEvent(message.phase === 'end' ? 'pointerup' : 'pointermove', at.x, at.y));
        return;
      }
      // A start while a drag still runs: the canvas lost the end of that one. It is cancelled, and this press starts nothing.
      if (running.current) {
        cancel();
        return;
      }
      const pressed = node.current;
      if (!at || !pressed) return;
      data.blockId = message.blockId;
      pressed.style.left = `${at.x}px`;
      pressed.style.top = `${at.y}px`;
      pressed.dispatchEvent(pointerEvent('pointerdown', at.x, at.y));
    }
    // While the canvas holds the pointer, the editor window sees none of its events: one it does see means the
    // canvas lost the drag (reloaded, another page shown, the window left). That drag is cancelled, never dropped.
    function onOwnPointer(event: PointerEvent) {
      if (!running.current || !event.isTrusted) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      cancel();
    }
    window.addEventListener('message', onMessage);
    window.addEventListener('pointerdown', onOwnPointer, true);
    window.addEventListener('pointerup', onOwnPointer, true);
    return () => {
      window.removeEventListener('message', onMessage);
      window.removeEventListener('pointerdown', onOwnPointer, true);
      window.removeEventListener('pointerup', onOwnPointer, true);
    };
  }, [frame, data]);

  return <div ref={ref} {...listeners} aria-hidden="true" data-canvas-pointer-drag style={{ position: 'fixed', left: 0, top: 0, width: 1, height: 1, pointerEvents: 'none' }} />;
}
