'use client';

import { useElementSize } from '@mantine/hooks';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { selectionAtom } from '../state/editor-store';
import { selectedBlockIdAtom } from '../state/selectors';
import { readCanvasMessage, type EditorSelectedMessage } from './canvas-messages';
import { canvasUrl, fitScale, type ViewportWidth } from './canvas-url';
import classes from './CanvasFrame.module.css';

interface Props {
  slug: string;
  page: { id: string; path?: string; title?: string };
  width: ViewportWidth;
  /** The saved draft revision: a new one reloads the preview. */
  revision: number;
}

/**
 * The page as shoppers will see it, in an iframe of a real phone, tablet or
 * desktop width (scaled down when the pane is narrower), kept in step with
 * the editor's selection both ways.
 */
export function CanvasFrame({ slug, page, width, revision }: Props) {
  const frame = useRef<HTMLIFrameElement>(null);
  const blockId = useAtomValue(selectedBlockIdAtom);
  const setSelection = useSetAtom(selectionAtom);
  const { ref: pane, width: paneWidth, height: paneHeight } = useElementSize();
  const scale = fitScale(paneWidth, width);

  function tellSelection() {
    const message: EditorSelectedMessage = { type: 'selected', blockId };
    frame.current?.contentWindow?.postMessage(message, window.location.origin);
  }

  useEffect(tellSelection, [blockId]);

  useEffect(() => {
    function onMessage(event: MessageEvent) {
      if (event.origin !== window.location.origin || event.source !== frame.current?.contentWindow) return;
      const message = readCanvasMessage(event.data);
      if (message?.type === 'select') setSelection((current) => ({ ...current, blockId: message.blockId }));
      // The editor's own keys, pressed while the canvas had focus: handled as if pressed in the editor.
      else if (message?.type === 'key') window.dispatchEvent(new KeyboardEvent('keydown', { ...message, bubbles: true, cancelable: true }));
    }
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [setSelection]);

  return (
    <div ref={pane} className={classes.pane}>
      <iframe
        ref={frame}
        key={`${page.id}`}
        src={canvasUrl(slug, page, revision)}
        title={`Preview of ${page.title || page.id} at ${width} pixels wide`}
        className={classes.frame}
        onLoad={tellSelection}
        style={{
          width,
          height: paneHeight > 0 ? paneHeight / scale : '100%',
          transform: scale < 1 ? `scale(${scale})` : undefined,
        }}
      />
    </div>
  );
}
