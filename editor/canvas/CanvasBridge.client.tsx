'use client';

import { useEffect, useState } from 'react';
import { isEditorShortcut, isTyping } from '../shell/editor-keys';
import { watchBlockDrags } from './canvas-block-drag';
import { blockRect, type Rect } from './canvas-point';
import { BLOCK_ID_ATTRIBUTE, blockIdAt, type CanvasKeyMessage, type CanvasSelectedBoxMessage, readEditorMessage, type CanvasSelectMessage } from './canvas-messages';

type Box = Rect;

/** A viewport box moved by the scroll: where it is on the page, for the outlines drawn on the page. */
function onPage(rect: Rect): Box {
  return { ...rect, top: rect.top + window.scrollY, left: rect.left + window.scrollX };
}

/** Where a block is on the page, for the selection's outline. */
export function blockBox(element: Element): Box | undefined {
  const rect = blockRect(element);
  return rect ? onPage(rect) : undefined;
}

function sameRect(a: Rect, b: Rect): boolean {
  return a.top === b.top && a.left === b.left && a.width === b.width && a.height === b.height;
}

/** The box as it was when nothing moved, so a re-measure that finds it where it was renders nothing. */
function sameBox(current: Box | undefined, next: Box | undefined): Box | undefined {
  return current && next && sameRect(current, next) ? current : next;
}

/** One of the outlines this bridge draws on the page: adding or removing it moves no block. */
function isOutline(node: Node): boolean {
  return node instanceof Element && (node.hasAttribute('data-canvas-hover') || node.hasAttribute('data-canvas-selection'));
}

/** The selected block's box in this window's viewport, for the action bar the editor draws over the frame. */
function tellBox(blockId: string, box: Rect | null): void {
  const message: CanvasSelectedBoxMessage = { type: 'selected-box', blockId, box, viewportHeight: window.innerHeight };
  window.parent.postMessage(message, window.location.origin);
}

function markedBlock(blockId: string): Element | null {
  return document.querySelector(`[${BLOCK_ID_ATTRIBUTE}="${CSS.escape(blockId)}"]`);
}

const SCROLL_KEY = 'editor-canvas-scroll';

/**
 * Runs inside the canvas iframe: a click on a block tells the editor which
 * block to select (and does not follow the block's links), the editor's
 * keys pressed here (undo, Delete, Ctrl+D…) are passed on to the editor, the
 * block under the pointer is outlined lightly, and the editor's selection
 * is outlined here; where it stands is told to the editor, which draws its
 * action bar over the frame. The scroll position survives a reload of the
 * canvas (the page's path changed).
 */
export function CanvasBridge() {
  const [selected, setSelected] = useState<string | null>(null);
  const [box, setBox] = useState<Box | undefined>();
  const [hovered, setHovered] = useState<{ blockId: string; box: Box } | undefined>();

  useEffect(() => {
    // First: the click that ends a block's drag is kept from the click handler below.
    const stopWatchingDrags = watchBlockDrags(document, (message) => window.parent.postMessage(message, window.location.origin));
    function onClick(event: MouseEvent) {
      const blockId = blockIdAt(event.target);
      if (!blockId) return;
      event.preventDefault();
      event.stopPropagation();
      const message: CanvasSelectMessage = { type: 'select', blockId };
      window.parent.postMessage(message, window.location.origin);
    }
    function onPointerOver(event: Event) {
      const blockId = blockIdAt(event.target);
      const marked = blockId ? markedBlock(blockId) : null;
      const hoveredBox = marked ? blockBox(marked) : undefined;
      setHovered((current) => (current?.blockId === blockId ? current : blockId && hoveredBox ? { blockId, box: hoveredBox } : undefined));
    }
    function onPointerLeave() {
      setHovered(undefined);
    }
    function onMessage(event: MessageEvent) {
      if (event.origin !== window.location.origin) return;
      const message = readEditorMessage(event.data);
      if (message?.type === 'selected') setSelected(message.blockId);
    }
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || isTyping(event.target) || !isEditorShortcut(event)) return;
      event.preventDefault();
      const { key, code, ctrlKey, metaKey, shiftKey, altKey } = event;
      const message: CanvasKeyMessage = { type: 'key', key, code, ctrlKey, metaKey, shiftKey, altKey };
      window.parent.postMessage(message, window.location.origin);
    }
    function rememberScroll() {
      sessionStorage.setItem(SCROLL_KEY, JSON.stringify({ path: location.pathname, y: window.scrollY }));
    }
    const remembered = sessionStorage.getItem(SCROLL_KEY);
    if (remembered) {
      const { path, y } = JSON.parse(remembered) as { path: string; y: number };
      if (path === location.pathname) window.scrollTo(0, y);
    }
    // Capture: the block's own handlers (links, buttons) never see the click.
    document.addEventListener('click', onClick, true);
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerover', onPointerOver);
    document.documentElement.addEventListener('pointerleave', onPointerLeave);
    window.addEventListener('message', onMessage);
    window.addEventListener('pagehide', rememberScroll);
    return () => {
      stopWatchingDrags();
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerover', onPointerOver);
      document.documentElement.removeEventListener('pointerleave', onPointerLeave);
      window.removeEventListener('message', onMessage);
      window.removeEventListener('pagehide', rememberScroll);
    };
  }, []);

  useEffect(() => {
    const element = selected ? markedBlock(selected) : null;
    if (!selected || !element) {
      setBox(undefined);
      if (selected) tellBox(selected, null);
      return;
    }
    let told: Rect | null | undefined;
    const measure = () => {
      const rect = blockRect(element) ?? null;
      setBox((current) => sameBox(current, rect ? onPage(rect) : undefined));
      if (!told || !rect || !sameRect(told, rect)) tellBox(selected, rect);
      told = rect;
    };
    // Scrolling and layout report many times a frame: one measure per frame is enough.
    let frameRequest = 0;
    const measureSoon = () => {
      if (frameRequest === 0)
        frameRequest = requestAnimationFrame(() => {
          frameRequest = 0;
          measure();
        });
    };
    measure();
    const first = element.firstElementChild;
    if (first) {
      const r = first.getBoundingClientRect();
      if (r.top < 0 || r.top > window.innerHeight) first.scrollIntoView({ block: 'center' });
    }
    window.addEventListener('resize', measureSoon);
    window.addEventListener('scroll', measureSoon, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measureSoon);
    observer?.observe(document.body);
    // A block moved up or down changes no size, only the order of the page's elements. The outlines drawn here are not the page's.
    const reordered = new MutationObserver((records) => {
      if (!records.every((record) => [...record.addedNodes, ...record.removedNodes].every(isOutline))) measureSoon();
    });
    reordered.observe(document.body, { childList: true, subtree: true });
    return () => {
      cancelAnimationFrame(frameRequest);
      window.removeEventListener('resize', measureSoon);
      window.removeEventListener('scroll', measureSoon);
      observer?.disconnect();
      reordered.disconnect();
    };
  }, [selected]);

  const hoverOutline =
    hovered && hovered.blockId !== selected ? (
      <div
        data-canvas-hover={hovered.blockId}
        aria-hidden="true"
        style={{
          position: 'absolute',
          top: hovered.box.top,
          left: hovered.box.left,
          width: hovered.box.width,
          height: hovered.box.height,
          outline: '2px dashed #1864ab',
          outlineOffset: -1,
          pointerEvents: 'none',
          zIndex: 2147483645,
        }}
      />
    ) : null;
  if (!selected || !box) return hoverOutline;
  return (
    <>
      {hoverOutline}
      <div
        data-canvas-selection={selected}
        aria-hidden="true"
        style={{
          position: 'absolute',
          top: box.top,
          left: box.left,
          width: box.width,
          height: box.height,
          outline: '3px solid #1864ab',
          outlineOffset: -1,
          pointerEvents: 'none',
          zIndex: 2147483646,
        }}
      />
    </>
  );
}
