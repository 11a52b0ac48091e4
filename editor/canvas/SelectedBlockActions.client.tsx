'use client';

import { useDraggable } from '@dnd-kit/core';
import { ActionIcon, Group } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { type ReactNode, type RefObject, useEffect, useState } from 'react';
import { canvasBlockDragId } from '../outline/drag-ids';
import { useBlockActions } from '../outline/use-block-actions.client';
import { selectedBlockIdAtom, selectedBlockPlaceAtom } from '../state/selectors';
import { type CanvasBox, readCanvasMessage } from './canvas-messages';
import classes from './CanvasFrame.module.css';
import { useBlockDragData } from './use-block-drag-data.client';

/** The bar's height in the editor's pixels: it sits on the block's top edge, above it where the frame has room. */
const BAR_HEIGHT = 36;
/** Five 32-pixel buttons, their gaps and the bar's padding: the bar never starts left of the pane. */
const BAR_WIDTH = 172;

interface Props {
  frame: RefObject<HTMLIFrameElement | null>;
  /** How much the frame is scaled down to fit the pane. */
  scale: number;
  /** The frame's left edge in the pane, worked out from the widths: reading it from the page while rendering would lay the editor out an extra time at every selection. */
  frameLeft: number;
  /** While a block is dragged the bar stands aside: it would hide the drop line. */
  hidden: boolean;
}

/** Where the bar goes in the pane: right-aligned with the block, just above it, or inside its top edge when the block starts the view. */
export function barPlace(box: CanvasBox, viewportHeight: number, frame: { left: number; top: number }, scale: number): { top: number; right: number } | undefined {
  // Scrolled out of the frame: no bar floating over the blocks around it.
  if (box.top + box.height <= 0 || box.top >= viewportHeight) return undefined;
  const top = box.top * scale;
  return {
    top: frame.top + (top >= BAR_HEIGHT ? top - BAR_HEIGHT : Math.max(top, 0) + 4),
    right: Math.max(frame.left + (box.left + box.width) * scale, BAR_WIDTH),
  };
}

interface BarButtonProps {
  name: string;
  /** At the top or bottom of its list: says so, does nothing, and stays focusable so focus is not lost. */
  unavailable?: boolean;
  onPress: () => void;
  children: ReactNode;
}

// White on blue 9 is 6.1:1; 32-pixel squares are above WCAG 2.2's 24-pixel target size.
function BarButton({ name, unavailable = false, onPress, children }: BarButtonProps) {
  return (
    <ActionIcon
      size={32}
      variant="filled"
      color="blue.9"
      aria-label={name}
      aria-disabled={unavailable || undefined}
      data-unavailable={unavailable || undefined}
      onClick={() => !unavailable && onPress()}
    >
      {children}
    </ActionIcon>
  );
}

/**
 * The handle that drags the selected block to another place on the canvas
 * (or in the outline). What is dragged is read when the drag starts, from the
 * draft of that moment, not from the render that drew the handle.
 */
function DragHandle({ blockId, label }: { blockId: string; label: string }) {
  const data = useBlockDragData(blockId);
  data.blockId = blockId;
  const { attributes, listeners, setNodeRef } = useDraggable({ id: canvasBlockDragId(blockId), data });
  return (
    <ActionIcon ref={setNodeRef} size={32} variant="filled" color="blue.9" className={classes.handle} {...attributes} {...listeners} aria-label={`Drag ${label} to move it`}>
      <span aria-hidden="true">⠿</span>
    </ActionIcon>
  );
}

type Told = { blockId: string; box: CanvasBox | null; viewportHeight: number };

const sameTold = (a: Told, b: Told) =>
  a.blockId === b.blockId &&
  a.viewportHeight === b.viewportHeight &&
  (a.box === b.box || (a.box !== null && b.box !== null && a.box.top === b.box.top && a.box.left === b.box.left && a.box.width === b.box.width && a.box.height === b.box.height));

/**
 * The selected block's action bar, as page builders have it: a handle to
 * drag it elsewhere on the page, move up, move down, duplicate, delete,
 * each one undo step said in the live region.
 * Drawn by the editor over the canvas frame, from the box the canvas tells
 * it, not inside the site's page: there it would cover the block's own
 * buttons and links, and crowd their targets below the size shoppers need.
 */
export function SelectedBlockActions({ frame, scale, frameLeft, hidden }: Props) {
  const blockId = useAtomValue(selectedBlockIdAtom);
  const place = useAtomValue(selectedBlockPlaceAtom);
  const act = useBlockActions();
  const [told, setTold] = useState<Told>();

  useEffect(() => {
    function onMessage(event: MessageEvent) {
      if (event.origin !== window.location.origin || event.source !== frame.current?.contentWindow) return;
      const message = readCanvasMessage(event.data);
      // The canvas tells the box again after each change to the block; a box where it was renders nothing.
      if (message?.type === 'selected-box') setTold((shown) => (shown && sameTold(shown, message) ? shown : message));
    }
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [frame]);

  if (!blockId || !place || told?.blockId !== blockId || !told.box) return null;
  const at = barPlace(told.box, told.viewportHeight, { left: frameLeft, top: 0 }, scale);
  if (!at) return null;
  const { label, first, last } = place;
  return (
    <Group
      role="group"
      aria-label={`Selected block: ${label}`}
      data-canvas-actions={blockId}
      className={classes.actions}
      gap={2}
      wrap="nowrap"
      // Hidden, not removed, while a block is dragged: it would hide the drop line, and its handle may be what is dragged.
      style={{ top: at.top, left: at.right, visibility: hidden ? 'hidden' : undefined }}
    >
      <DragHandle blockId={blockId} label={label} />
      <BarButton name={`Move ${label} up`} unavailable={first} onPress={() => act('move-up', blockId)}>
        <span aria-hidden="true">↑</span>
      </BarButton>
      <BarButton name={`Move ${label} down`} unavailable={last} onPress={() => act('move-down', blockId)}>
        <span aria-hidden="true">↓</span>
      </BarButton>
      <BarButton name={`Duplicate ${label}`} onPress={() => act('duplicate', blockId)}>
        <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.6">
          <rect x="1.5" y="4.5" width="9" height="10" rx="1" />
          <path d="M5.5 4.5V2.5a1 1 0 0 1 1-1h7a1 1 0 0 1 1 1v8a1 1 0 0 1-1 1h-3" />
        </svg>
      </BarButton>
      <BarButton name={`Delete ${label}`} onPress={() => act('delete', blockId)}>
        <span aria-hidden="true">✕</span>
      </BarButton>
    </Group>
  );
}
