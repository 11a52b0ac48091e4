import type { ClientRect } from '@dnd-kit/core';
import { describe, expect, it } from 'vitest';
import { CHIP_GAP_PX, chipAtPointer } from './chip-at-pointer';

const card: ClientRect = { left: 12, top: 300, width: 265, height: 80, right: 277, bottom: 380 };
const moved = { x: -92, y: 120, scaleX: 1, scaleY: 1 };
const modify = (activatorEvent: Event | null) =>
  chipAtPointer({
    activatorEvent,
    draggingNodeRect: card,
    transform: moved,
    active: null,
    activeNodeRect: card,
    containerNodeRect: null,
    over: null,
    overlayNodeRect: null,
    scrollableAncestors: [],
    scrollableAncestorRects: [],
    windowRect: null,
  });

describe('the drag chip', () => {
  it('editor drag: a card grabbed at its middle and dragged left has its chip beside the pointer, not off the window', () => {
    // Grabbed at (144, 340), moved by (-92, 120): the pointer is at (52, 460).
    // Node has no DOM events: the modifier reads only the pointer's place from the event.
    const chip = modify({ type: 'pointerdown', clientX: 144, clientY: 340 } as unknown as Event);
    expect(card.left + chip.x).toBe(52 + CHIP_GAP_PX);
    expect(card.top + chip.y).toBe(460 + CHIP_GAP_PX);
  });

  it('editor drag: a keyboard drag keeps its chip at the block it moves', () => {
    expect(modify({ type: 'keydown', key: ' ' } as unknown as Event)).toEqual(moved);
    expect(modify(null)).toEqual(moved);
  });
});
