import { POINTER_DRAG_DISTANCE } from '../outline/drag-ids';
import { isTyping } from '../shell/editor-keys';
import { blockIdAt, type CanvasBlockDragMessage } from './canvas-messages';

/**
 * Inside the canvas frame: a block pressed anywhere and moved is dragged, as
 * page builders let you. The frame keeps the pointer from the press to the
 * release (the editor window never sees those moves), so each step is told
 * to the editor, which runs the drag and its drop line. A press in text
 * being edited on the canvas selects text instead, and a finger scrolls; the click that ends a
 * drag selects nothing; Escape cancels. Returns the way to stop watching.
 */
export function watchBlockDrags(canvas: Document, tell: (message: CanvasBlockDragMessage) => void): () => void {
  const view = canvas.defaultView;
  let pressed: { blockId: string; x: number; y: number } | undefined;
  let dragging = false;
  let dragEnded = false;

  /** The drag is over without a drop: said to the editor, and the click that may follow selects nothing. */
  function cancel() {
    if (dragging) {
      tell({ type: 'block-drag', phase: 'cancel' });
      dragEnded = true;
    }
    pressed = undefined;
    dragging = false;
  }
  function onPointerDown(event: PointerEvent) {
    // A release this frame never saw (it happened over another window): that drag is over.
    cancel();
    dragEnded = false;
    // A finger on the canvas scrolls it: blocks are dragged by touch through their handle.
    if (!event.isPrimary || event.button !== 0 || event.pointerType === 'touch' || isTyping(event.target)) return;
    const blockId = blockIdAt(event.target);
    if (blockId) pressed = { blockId, x: event.clientX, y: event.clientY };
  }
  function onPointerMove(event: PointerEvent) {
    if (!pressed) return;
    // The button was let go where this frame could not see it.
    if ((event.buttons & 1) === 0) return cancel();
    if (!dragging) {
      if (Math.hypot(event.clientX - pressed.x, event.clientY - pressed.y) < POINTER_DRAG_DISTANCE) return;
      dragging = true;
      tell({ type: 'block-drag', phase: 'start', blockId: pressed.blockId, x: pressed.x, y: pressed.y });
    }
    tell({ type: 'block-drag', phase: 'move', x: event.clientX, y: event.clientY });
  }
  function onPointerUp(event: PointerEvent) {
    if (dragging) {
      tell({ type: 'block-drag', phase: 'end', x: event.clientX, y: event.clientY });
      dragEnded = true;
    }
    pressed = undefined;
    dragging = false;
  }
  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape' && dragging) {
      event.preventDefault();
      cancel();
    }
  }
  // Registered before the canvas's own click handler, which selects the block clicked.
  function onClick(event: MouseEvent) {
    if (!dragEnded) return;
    dragEnded = false;
    event.preventDefault();
    event.stopImmediatePropagation();
  }
  // A pressed block must not start selecting the page's text, nor the browser's own drag of a picture or link, nor its menu.
  function refuseWhilePressed(event: Event) {
    if (pressed) event.preventDefault();
  }

  const listeners: [string, EventListener][] = [
    ['pointerdown', onPointerDown as EventListener],
    ['pointermove', onPointerMove as EventListener],
    ['pointerup', onPointerUp as EventListener],
    ['pointercancel', cancel],
    ['keydown', onKeyDown as EventListener],
    ['click', onClick as EventListener],
    ['selectstart', refuseWhilePressed],
    ['dragstart', refuseWhilePressed],
    ['contextmenu', refuseWhilePressed],
  ];
  for (const [type, listener] of listeners) canvas.addEventListener(type, listener, true);
  // The window losing focus or the page going away mid-drag: the editor is told, or its drag would wait for a release forever.
  view?.addEventListener('blur', cancel);
  view?.addEventListener('pagehide', cancel);
  return () => {
    cancel();
    for (const [type, listener] of listeners) canvas.removeEventListener(type, listener, true);
    view?.removeEventListener('blur', cancel);
    view?.removeEventListener('pagehide', cancel);
  };
}
