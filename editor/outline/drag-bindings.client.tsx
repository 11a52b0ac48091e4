'use client';

import { useDroppable, type DraggableAttributes, type DraggableSyntheticListeners } from '@dnd-kit/core';
import { useSortable } from '@dnd-kit/sortable';
import { useLayoutEffect, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';
import type { DragData } from './drag-ids';

/**
 * Rows are not slid into place (their transforms are never applied), so
 * dnd-kit need not measure every row whose index moved after a drop.
 */
const NO_LAYOUT_ANIMATION = () => false;

/**
 * dnd-kit re-renders every component that uses its hooks whenever a drag
 * starts, moves or drops. So the hooks live in these bindings, which render
 * nothing and tie dnd-kit to markup the row already drew: only rows on or
 * near the screen carry a binding, and re-rendering one costs the hook alone.
 */

/** The row's drag listeners as the binding last gave them; the handle calls through this. */
export type DragListenersRef = { current: DraggableSyntheticListeners };

/** Handlers for the handle that pass its events on to the row's binding, when it has one. */
export function handleEvents(listeners: DragListenersRef) {
  return {
    onPointerDown: (event: PointerEvent) => listeners.current?.onPointerDown?.(event),
    onKeyDown: (event: KeyboardEvent) => listeners.current?.onKeyDown?.(event),
  };
}

function setAttributes(element: HTMLElement, attributes: DraggableAttributes) {
  for (const [name, value] of Object.entries(attributes)) {
    // tabIndex and role are the handle's own as a button; the aria-* ones say it can be dragged.
    if (!name.startsWith('aria-')) continue;
    if (value === undefined) element.removeAttribute(name);
    else element.setAttribute(name, String(value));
  }
}

function mark(element: HTMLElement | null, name: string, on: boolean) {
  element?.toggleAttribute(name, on);
}

interface SortableRowBindingProps {
  id: string;
  data: DragData;
  row: RefObject<HTMLElement | null>;
  handle: RefObject<HTMLElement | null>;
  listeners: DragListenersRef;
  /** Told when the row starts or stops being the one dragged, so the row keeps its binding meanwhile. */
  onDragging: (dragging: boolean) => void;
}

/** An outline row as a sortable item: dragged by its handle, and a place to drop on. */
export function SortableRowBinding({ id, data, row, handle, listeners, onDragging }: SortableRowBindingProps) {
  const { attributes, listeners: dragListeners, setNodeRef, setActivatorNodeRef, isDragging, isOver } = useSortable({ id, data, animateLayoutChanges: NO_LAYOUT_ANIMATION });
  useLayoutEffect(() => {
    setNodeRef(row.current);
    setActivatorNodeRef(handle.current);
    return () => {
      setNodeRef(null);
      setActivatorNodeRef(null);
    };
  }, [row, handle, setNodeRef, setActivatorNodeRef]);
  useLayoutEffect(() => {
    listeners.current = dragListeners;
    return () => {
      listeners.current = undefined;
    };
  }, [listeners, dragListeners]);
  useLayoutEffect(() => {
    if (handle.current) setAttributes(handle.current, attributes);
  }, [handle, attributes]);
  useLayoutEffect(() => {
    mark(row.current, 'data-dragging', isDragging);
    mark(row.current, 'data-over', isOver);
  }, [row, isDragging, isOver]);
  useLayoutEffect(() => onDragging(isDragging), [onDragging, isDragging]);
  return null;
}

/** A place to drop on that is not a row (the end of a list). */
export function DropPlaceBinding({ id, data, place }: { id: string; data: DragData; place: RefObject<HTMLElement | null> }) {
  const { setNodeRef, isOver } = useDroppable({ id, data });
  useLayoutEffect(() => {
    setNodeRef(place.current);
    return () => setNodeRef(null);
  }, [place, setNodeRef]);
  useLayoutEffect(() => mark(place.current, 'data-over', isOver), [place, isOver]);
  return null;
}
