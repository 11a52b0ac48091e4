// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { POINTER_DRAG_DISTANCE } from '../outline/drag-ids';
import type { CanvasBlockDragMessage } from './canvas-messages';
import { watchBlockDrags } from './canvas-block-drag';

function pointer(type: string, x: number, y: number, init: PointerEventInit = {}): PointerEvent {
  return new PointerEvent(type, { bubbles: true, cancelable: true, isPrimary: true, button: 0, buttons: type === 'pointerup' ? 0 : 1, clientX: x, clientY: y, ...init });
}

describe('blocks dragged from anywhere on the canvas', () => {
  let told: CanvasBlockDragMessage[];
  let stop: () => void;
  let block: HTMLElement;
  let field: HTMLInputElement;

  beforeEach(() => {
    document.body.innerHTML = '<div data-block-id="summer-card"><h2>Summer sale</h2><input aria-label="Search" /></div><p>Outside every block</p>';
    block = document.querySelector('h2')!;
    field = document.querySelector('input')!;
    told = [];
    stop = watchBlockDrags(document, (message) => told.push(message));
  });
  afterEach(() => stop());

  it('editor canvas drag: nothing is told until the pointer has travelled the drag distance, then the start where it was pressed and each move', () => {
    block.dispatchEvent(pointer('pointerdown', 100, 100));
    block.dispatchEvent(pointer('pointermove', 100 + POINTER_DRAG_DISTANCE - 1, 100));
    expect(told).toEqual([]);
    block.dispatchEvent(pointer('pointermove', 100 + POINTER_DRAG_DISTANCE, 100));
    block.dispatchEvent(pointer('pointermove', 140, 180));
    block.dispatchEvent(pointer('pointerup', 150, 190));
    expect(told).toEqual([
      { type: 'block-drag', phase: 'start', blockId: 'summer-card', x: 100, y: 100 },
      { type: 'block-drag', phase: 'move', x: 100 + POINTER_DRAG_DISTANCE, y: 100 },
      { type: 'block-drag', phase: 'move', x: 140, y: 180 },
      { type: 'block-drag', phase: 'end', x: 150, y: 190 },
    ]);
  });

  it('editor canvas drag: the click that ends a drag selects nothing; the next click does', () => {
    const clicks: string[] = [];
    document.addEventListener('click', () => clicks.push('selected'), true);
    block.dispatchEvent(pointer('pointerdown', 100, 100));
    block.dispatchEvent(pointer('pointermove', 120, 120));
    block.dispatchEvent(pointer('pointerup', 120, 120));
    expect(block.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))).toBe(false);
    block.dispatchEvent(pointer('pointerdown', 100, 100));
    block.dispatchEvent(pointer('pointerup', 100, 100));
    block.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(clicks).toEqual(['selected']);
  });

  it('editor canvas drag: a press in a text field, outside every block, or with another button drags nothing, and text selection stays the page’s', () => {
    for (const [target, init] of [
      [field, {}],
      [document.querySelector('p')!, {}],
      [block, { button: 2 }],
      [block, { pointerType: 'touch' }],
    ] as const) {
      target.dispatchEvent(pointer('pointerdown', 10, 10, init));
      target.dispatchEvent(pointer('pointermove', 60, 60, init));
      target.dispatchEvent(pointer('pointerup', 60, 60, init));
      expect(target.dispatchEvent(new Event('selectstart', { bubbles: true, cancelable: true }))).toBe(true);
    }
    expect(told).toEqual([]);
  });

  it('editor canvas drag: while a block is pressed, the page’s text is not selected and pictures and links are not dragged by the browser', () => {
    block.dispatchEvent(pointer('pointerdown', 100, 100));
    expect(block.dispatchEvent(new Event('selectstart', { bubbles: true, cancelable: true }))).toBe(false);
    expect(block.dispatchEvent(new Event('dragstart', { bubbles: true, cancelable: true }))).toBe(false);
    expect(block.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, cancelable: true }))).toBe(false);
  });

  it('editor canvas drag: Escape cancels the drag; the release after it tells nothing, and its click selects nothing', () => {
    block.dispatchEvent(pointer('pointerdown', 100, 100));
    block.dispatchEvent(pointer('pointermove', 130, 130));
    block.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
    block.dispatchEvent(pointer('pointerup', 130, 130));
    expect(told.map((message) => message.phase)).toEqual(['start', 'move', 'cancel']);
    expect(block.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))).toBe(false);
  });

  it('editor canvas drag: a release the frame never saw ends the drag as cancelled, at the next move without the button or the next press', () => {
    block.dispatchEvent(pointer('pointerdown', 100, 100));
    block.dispatchEvent(pointer('pointermove', 130, 130));
    block.dispatchEvent(pointer('pointermove', 140, 140, { buttons: 0 }));
    block.dispatchEvent(pointer('pointermove', 150, 150));
    expect(told.map((message) => message.phase)).toEqual(['start', 'move', 'cancel']);
    told = [];
    block.dispatchEvent(pointer('pointerdown', 100, 100));
    block.dispatchEvent(pointer('pointermove', 130, 130));
    block.dispatchEvent(pointer('pointerdown', 100, 100));
    expect(told.map((message) => message.phase)).toEqual(['start', 'move', 'cancel']);
  });

  it('editor canvas drag: the window losing focus mid-drag cancels it, and stopping the watch cancels a drag still running', () => {
    block.dispatchEvent(pointer('pointerdown', 100, 100));
    block.dispatchEvent(pointer('pointermove', 130, 130));
    window.dispatchEvent(new FocusEvent('blur'));
    expect(told.at(-1)).toEqual({ type: 'block-drag', phase: 'cancel' });
    told = [];
    block.dispatchEvent(pointer('pointerdown', 100, 100));
    block.dispatchEvent(pointer('pointermove', 130, 130));
    stop();
    expect(told.at(-1)).toEqual({ type: 'block-drag', phase: 'cancel' });
    stop = () => {};
  });
});
