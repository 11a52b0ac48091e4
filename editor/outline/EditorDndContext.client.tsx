'use client';

import {
  closestCorners,
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  useSensor,
  useSensors,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { useSetAtom, useStore } from 'jotai';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { registryAtom } from '../state/registry';
import { documentAtom, selectionAtom } from '../state/editor-store';
import { editorNoticeAtom } from '../shell/notice';
import { useEditorChange } from '../shell/use-editor-change.client';
import { dragAnnouncements, dragInstructions, sourceOf, targetOf } from './announcements';
import { CANVAS_POINTER_DRAG_ID, type DragSource, POINTER_DRAG_DISTANCE } from './drag-ids';
import { dropChange } from './drop-change';
import { chipAtPointer } from './chip-at-pointer';
import { outlineKeyboardCoordinates } from './keyboard-coordinates';
import classes from './Outline.module.css';

/**
 * Under the pointer, nested drop places overlap (a section's row holds its
 * slot's rows): the smallest one is the one meant. A pointer over no drop
 * place (over the canvas, the palette or a heading) is over nothing, and a
 * drop there changes nothing: the nearest place could be the header of
 * every page. Keyboard drags have no pointer: the nearest corners decide,
 * once the arrow keys have brought the block onto the outline (a palette
 * block picked up and dropped at once is over nothing).
 */
export const innermostDropPlace: CollisionDetection = (args) => {
  if (!args.pointerCoordinates) return rectIntersection(args).length > 0 ? closestCorners(args) : [];
  const area = (id: string | number) => {
    const rect = args.droppableRects.get(id);
    return rect ? rect.width * rect.height : Number.POSITIVE_INFINITY;
  };
  return [...pointerWithin(args)].sort((a, b) => area(a.id) - area(b.id));
};

/** Said when a drag ends over no place: the block stays where it was, or is not added. */
export const NO_DROP_PLACE = 'Dropped over no place: nothing changed. Drop a block between blocks on the page, or onto a place in the outline.';

const preventDefault = (event: Event) => event.preventDefault();

/**
 * While a block is dragged, a pressed mouse must not select the panel's
 * text. Refused at selectstart rather than with a style on the body: a body
 * style change restyles the whole editor, twice per drag.
 */
function useNoTextSelection(active: boolean) {
  useEffect(() => {
    if (!active) return;
    document.addEventListener('selectstart', preventDefault);
    return () => document.removeEventListener('selectstart', preventDefault);
  }, [active]);
}

/**
 * The one drag-and-drop context around the palette, the outline and the
 * canvas, so a block can be dragged from the palette into the outline or
 * onto the canvas, by mouse or keyboard (keyboard: into the outline), with
 * every step announced.
 */
export function EditorDndContext({ children }: { children: ReactNode }) {
  const store = useStore();
  const apply = useEditorChange();
  const setSelection = useSetAtom(selectionAtom);
  const setNotice = useSetAtom(editorNoticeAtom);
  const [dragging, setDragging] = useState<DragSource | undefined>();
  useNoTextSelection(dragging !== undefined);
  const sensors = useSensors(
    useSensor(PointerSensor, {
      activationConstraint: { distance: POINTER_DRAG_DISTANCE },
      // The canvas measured the travel in its own pixels, which are smaller than the editor's when it is scaled down to fit.
      bypassActivationConstraint: ({ activeNode }) => activeNode.id === CANVAS_POINTER_DRAG_ID,
    }),
    useSensor(KeyboardSensor, { coordinateGetter: outlineKeyboardCoordinates }),
  );
  const accessibility = useMemo(
    () => ({ announcements: dragAnnouncements(store.get(registryAtom), () => store.get(documentAtom)), screenReaderInstructions: dragInstructions }),
    [store],
  );

  function onDragStart(event: DragStartEvent) {
    setDragging(sourceOf(event.active));
  }

  function onDragEnd(event: DragEndEvent) {
    setDragging(undefined);
    const source = sourceOf(event.active);
    const target = targetOf(event.over);
    if (!source) return;
    if (!target) return setNotice({ tone: 'info', message: NO_DROP_PLACE });
    const change = dropChange(store.get(registryAtom), store.get(documentAtom), source, target);
    if (!change) return;
    const done = apply({ label: change.label, recipe: change.recipe });
    if (done.ok) setSelection((current) => ({ ...current, blockId: change.blockId }));
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={innermostDropPlace}
      accessibility={accessibility}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDragging(undefined)}
    >
      {children}
      <DragOverlay dropAnimation={null} modifiers={[chipAtPointer]}>
        {dragging ? (
          <div className={classes.overlay} data-drag-overlay>
            {dragging.label}
          </div>
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}
