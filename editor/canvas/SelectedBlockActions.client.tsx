'use client';

import type { CSSProperties } from 'react';
import type { Rect } from './canvas-point';
import type { CanvasBlockAction, CanvasBlockActionMessage, SelectedBlockPlace } from './canvas-messages';

/** The bar's height: it sits above the block, or inside its top edge when the block starts at the top of the page. */
const BAR_HEIGHT = 36;

const bar: CSSProperties = {
  position: 'absolute',
  display: 'flex',
  margin: 0,
  border: 0,
  minWidth: 0,
  gap: 2,
  padding: 2,
  background: '#1864ab',
  borderRadius: 4,
  transform: 'translateX(-100%)',
  zIndex: 2147483647,
  fontFamily: 'system-ui, sans-serif',
};

// White on #1864ab is 6.1:1; 32 px squares are above WCAG 2.2's 24 px target size.
const button: CSSProperties = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 32,
  height: 32,
  padding: '0 6px',
  border: 0,
  borderRadius: 3,
  background: 'transparent',
  color: '#fff',
  font: 'inherit',
  fontSize: 16,
  lineHeight: 1,
  cursor: 'pointer',
};

function ask(action: CanvasBlockAction, blockId: string): void {
  const message: CanvasBlockActionMessage = { type: 'block-action', action, blockId };
  window.parent.postMessage(message, window.location.origin);
}

interface Props {
  blockId: string;
  place: SelectedBlockPlace;
  /** The selected block's box on the page. */
  box: Rect;
}

/**
 * The selected block's action bar on the canvas, as page builders have it:
 * move up, move down, duplicate, delete. The editor does each (the same
 * actions as the outline's row menu), so each is one undo step and is said
 * in the editor's live region. At the top or bottom of its list a move
 * button says it is unavailable but stays focusable, so focus is not lost.
 */
export function SelectedBlockActions({ blockId, place, box }: Props) {
  const { label, first, last } = place;
  const top = box.top >= BAR_HEIGHT ? box.top - BAR_HEIGHT : box.top + 4;
  const unavailable = (yes: boolean): CSSProperties => (yes ? { ...button, opacity: 0.55, cursor: 'not-allowed' } : button);
  return (
    <fieldset aria-label={`Selected block: ${label}`} data-canvas-actions={blockId} style={{ ...bar, top, left: box.left + box.width }}>
      {/* Inline styles have no :focus-visible; the browser's own ring would not show on the bar's blue. */}
      <style>{'[data-canvas-actions] button:focus-visible { outline: 2px solid #fff; outline-offset: -3px; }'}</style>
      <button type="button" style={unavailable(first)} aria-label={`Move ${label} up`} aria-disabled={first || undefined} onClick={() => !first && ask('move-up', blockId)}>
        <span aria-hidden="true">↑</span>
      </button>
      <button type="button" style={unavailable(last)} aria-label={`Move ${label} down`} aria-disabled={last || undefined} onClick={() => !last && ask('move-down', blockId)}>
        <span aria-hidden="true">↓</span>
      </button>
      <button type="button" style={button} aria-label={`Duplicate ${label}`} onClick={() => ask('duplicate', blockId)}>
        <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.6">
          <rect x="1.5" y="4.5" width="9" height="10" rx="1" />
          <path d="M5.5 4.5V2.5a1 1 0 0 1 1-1h7a1 1 0 0 1 1 1v8a1 1 0 0 1-1 1h-3" />
        </svg>
      </button>
      <button type="button" style={button} aria-label={`Delete ${label}`} onClick={() => ask('delete', blockId)}>
        <span aria-hidden="true">✕</span>
      </button>
    </fieldset>
  );
}
