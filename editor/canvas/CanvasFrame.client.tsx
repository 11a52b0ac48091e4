'use client';

import { useElementSize, useMergedRef } from '@mantine/hooks';
import { useAtomValue, useSetAtom } from 'jotai';
import { memo, useEffect, useRef, useState } from 'react';
import type { SiteDocument } from '../../schemas/site-document';
import { findBlock, setBlockText } from '../document/operations';
import { useEditorChange } from '../shell/use-editor-change.client';
import { type EditorValidation, selectionAtom, validationAtom } from '../state/editor-store';
import { registryAtom } from '../state/registry';
import { selectedBlockIdAtom } from '../state/selectors';
import { type EditorDraftBlockMessage, type EditorDraftMessage, type EditorListeningMessage, readCanvasMessage, type EditorSelectedMessage } from './canvas-messages';
import { canvasUrl, fitScale, type ViewportWidth } from './canvas-url';
import classes from './CanvasFrame.module.css';
import { CanvasPointerDrag } from './CanvasPointerDrag.client';
import { SelectedBlockActions } from './SelectedBlockActions.client';
import { useCanvasDrop } from './use-canvas-drop.client';

interface Props {
  slug: string;
  page: { id: string; path?: string; title?: string };
  width: ViewportWidth;
}

function tellSelection(frame: HTMLIFrameElement | null, blockId: string | null): void {
  const message: EditorSelectedMessage = { type: 'selected', blockId };
  frame?.contentWindow?.postMessage(message, window.location.origin);
}

/** The draft as the site shows it (laid over its brand template, defaults filled), for the canvas to render in place. */
function tellDraft(frame: HTMLIFrameElement | null, shown: unknown): void {
  if (typeof shown !== 'object' || shown === null) return;
  const message: EditorDraftMessage = { type: 'draft', document: shown as Record<string, unknown> };
  frame?.contentWindow?.postMessage(message, window.location.origin);
}

/**
 * The draft's change since the draft last told: the one block an edit changed
 * when the canvas has the draft it changed from (a keystroke on a page of
 * hundreds of blocks copies one block across, not the page), else the whole draft.
 */
function tellChange(frame: HTMLIFrameElement | null, told: unknown, { shown, shownChange }: EditorValidation): void {
  if (!shownChange || shownChange.from !== told || told === undefined) {
    tellDraft(frame, shown);
    return;
  }
  const message: EditorDraftBlockMessage = { type: 'draft-block', path: shownChange.path, block: shownChange.block as EditorDraftBlockMessage['block'] };
  frame?.contentWindow?.postMessage(message, window.location.origin);
}

/** The block's type in the draft as shown, to name the undo step; none for a draft too broken to walk. */
function blockTypeIn(shown: unknown, blockId: string): string | undefined {
  try {
    return findBlock(shown as SiteDocument, blockId)?.node.type;
  } catch {
    return undefined;
  }
}

/**
 * The page as shoppers will see it, in an iframe of a real phone, tablet or
 * desktop width (scaled down when the pane is narrower), kept in step with
 * the editor's selection both ways.
 */
export const CanvasFrame = memo(function CanvasFrame({ slug, page, width }: Props) {
  const frame = useRef<HTMLIFrameElement>(null);
  const blockId = useAtomValue(selectedBlockIdAtom);
  const setSelection = useSetAtom(selectionAtom);
  const validation = useAtomValue(validationAtom);
  const { shown } = validation;
  // The draft the canvas was last sent, whole or by a block: a block's change is sent only on top of it.
  const told = useRef<unknown>(undefined);
  // The message handler below is added once: it reads the selection and draft of the moment from here.
  const latest = useRef({ blockId, shown });
  latest.current = { blockId, shown };
  const { ref: pane, width: paneWidth, height: paneHeight } = useElementSize();
  const scale = fitScale(paneWidth, width);
  const drop = useCanvasDrop(frame, scale);
  // One ref for both, kept from render to render: a new ref function each render would observe the pane
  // afresh, and the observer's first report sets its size again, which renders again, every frame.
  const paneRef = useMergedRef(pane, drop.setNodeRef);
  const apply = useEditorChange();
  const registry = useAtomValue(registryAtom);
  // The page whose canvas said it is ready (its listeners are in place): until then the frame is busy, and a double click on its words does nothing yet.
  const [readyPage, setReadyPage] = useState<string>();
  const pageId = useRef(page.id);
  pageId.current = page.id;

  useEffect(() => tellSelection(frame.current, blockId), [blockId]);
  // Every change of the draft, in the same frame: the canvas renders it in place.
  useEffect(() => {
    tellChange(frame.current, told.current, validation);
    told.current = validation.shown;
  }, [validation]);

  useEffect(() => {
    function onMessage(event: MessageEvent) {
      if (event.origin !== window.location.origin || event.source !== frame.current?.contentWindow) return;
      const message = readCanvasMessage(event.data);
      if (message?.type === 'ready') {
        setReadyPage(pageId.current);
        tellDraft(frame.current, latest.current.shown);
        told.current = latest.current.shown;
        tellSelection(frame.current, latest.current.blockId);
      } else if (message?.type === 'select') setSelection((current) => ({ ...current, blockId: message.blockId }));
      // The editor's own keys, pressed while the canvas had focus: handled as if pressed in the editor.
      else if (message?.type === 'key') window.dispatchEvent(new KeyboardEvent('keydown', { ...message, bubbles: true, cancelable: true }));
      // Words typed on the canvas: one undo step per block and prop while typing goes on, as in the inspector's field.
      else if (message?.type === 'inline-edit') {
        const { blockId: edited, prop, value } = message;
        const type = blockTypeIn(latest.current.shown, edited);
        const label = (type && registry.get(type)?.label) ?? 'block';
        apply({ label: `Edit ${label}`, coalesceKey: `${edited}/${prop}`, recipe: (draft) => setBlockText(draft, edited, prop, value) });
      }
    }
    window.addEventListener('message', onMessage);
    // A canvas that loaded before this listener was in place said `ready` to no one: it says it again.
    const listening: EditorListeningMessage = { type: 'listening' };
    frame.current?.contentWindow?.postMessage(listening, window.location.origin);
    return () => window.removeEventListener('message', onMessage);
  }, [setSelection, apply, registry]);

  return (
    <div ref={paneRef} className={classes.pane}>
      <iframe
        ref={frame}
        key={`${page.id}`}
        src={canvasUrl(slug, page)}
        title={`Preview of ${page.title || page.id} at ${width} pixels wide`}
        aria-busy={readyPage !== page.id}
        className={classes.frame}
        onLoad={() => tellSelection(frame.current, latest.current.blockId)}
        style={{
          width,
          height: paneHeight > 0 ? paneHeight / scale : '100%',
          transform: scale < 1 ? `scale(${scale})` : undefined,
          // While a block is dragged the editor window keeps the pointer: the frame would swallow its moves.
          pointerEvents: drop.dragging ? 'none' : undefined,
        }}
      />
      {drop.line ? (
        <div className={classes.dropLine} data-canvas-drop-line aria-hidden="true" style={{ top: drop.line.top, left: drop.line.left, width: drop.line.width }} />
      ) : null}
      {/* The frame sits at the pane's top, centred when narrower than the pane (scaled down to fit when wider). */}
      <CanvasPointerDrag frame={frame} scale={scale} />
      <SelectedBlockActions frame={frame} scale={scale} frameLeft={Math.max(0, (paneWidth - width) / 2)} hidden={drop.dragging} />
    </div>
  );
});
