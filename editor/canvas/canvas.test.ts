import { describe, expect, it } from 'vitest';
import { MAX_INLINE_TEXT_LENGTH, readCanvasMessage, readEditorMessage } from './canvas-messages';
import { canvasUrl, fitScale } from './canvas-url';

describe('canvas messages', () => {
  it('editor canvas: a select message needs a block id; anything else is ignored', () => {
    expect(readCanvasMessage({ type: 'select', blockId: 'hero' })).toEqual({ type: 'select', blockId: 'hero' });
    expect(readCanvasMessage({ type: 'select', blockId: '' })).toBeUndefined();
    expect(readCanvasMessage({ type: 'select' })).toBeUndefined();
    expect(readCanvasMessage('select')).toBeUndefined();
    expect(readCanvasMessage({ type: 'selected', blockId: 'hero' })).toBeUndefined();
    expect(readCanvasMessage({ type: 'ready' })).toEqual({ type: 'ready' });
  });

  it('inline editing: words typed on the canvas name a block, a prop and its whole value, at most MAX_INLINE_TEXT_LENGTH characters', () => {
    const edit = { type: 'inline-edit', blockId: 'hero', prop: 'heading', value: 'Winter sale' };
    expect(readCanvasMessage(edit)).toEqual(edit);
    expect(readCanvasMessage({ ...edit, value: '' })).toEqual({ ...edit, value: '' });
    expect(readCanvasMessage({ ...edit, value: 'x'.repeat(MAX_INLINE_TEXT_LENGTH) })).toBeDefined();
    expect(readCanvasMessage({ ...edit, value: 'x'.repeat(MAX_INLINE_TEXT_LENGTH + 1) })).toBeUndefined();
    expect(readCanvasMessage({ ...edit, prop: '__proto__' })).toBeUndefined();
    expect(readCanvasMessage({ ...edit, prop: 'heading.text' })).toBeUndefined();
    expect(readCanvasMessage({ ...edit, blockId: '' })).toBeUndefined();
    expect(readCanvasMessage({ ...edit, value: 42 })).toBeUndefined();
  });

  it('action bar: the selected block’s box is four finite numbers within a page’s reach (or null), with the frame’s height; anything else is ignored', () => {
    const told = { type: 'selected-box', blockId: 'hero', box: { top: -40, left: 0, width: 375, height: 200 }, viewportHeight: 700 };
    expect(readCanvasMessage(told)).toEqual(told);
    expect(readCanvasMessage({ ...told, box: null })).toEqual({ ...told, box: null });
    expect(readCanvasMessage({ ...told, box: { ...told.box, top: 1_000_000 } })).toEqual({ ...told, box: { ...told.box, top: 1_000_000 } });
    for (const box of [{ ...told.box, top: 1_000_001 }, { ...told.box, width: -1 }, { ...told.box, height: Number.NaN }, { ...told.box, left: '0' }, 'box', undefined]) {
      expect(readCanvasMessage({ ...told, box })).toBeUndefined();
    }
    expect(readCanvasMessage({ ...told, blockId: '' })).toBeUndefined();
    expect(readCanvasMessage({ ...told, viewportHeight: -1 })).toBeUndefined();
    expect(readCanvasMessage({ ...told, viewportHeight: Number.POSITIVE_INFINITY })).toBeUndefined();
  });

  it('editor canvas: the editor’s selection may be a block or none', () => {
    expect(readEditorMessage({ type: 'selected', blockId: 'hero' })).toEqual({ type: 'selected', blockId: 'hero' });
    expect(readEditorMessage({ type: 'selected', blockId: null })).toEqual({ type: 'selected', blockId: null });
    expect(readEditorMessage({ type: 'selected', blockId: 3 })).toBeUndefined();
    expect(readEditorMessage(null)).toBeUndefined();
  });

  it('live canvas: a draft message carries a document object; anything else is ignored', () => {
    expect(readEditorMessage({ type: 'draft', document: { pages: [] } })).toEqual({ type: 'draft', document: { pages: [] } });
    expect(readEditorMessage({ type: 'draft', document: [] })).toBeUndefined();
    expect(readEditorMessage({ type: 'draft', document: 'x' })).toBeUndefined();
  });

  it('editor canvas drag: a block drag names its block at the start, carries finite pixels within a page’s reach, and nothing else', () => {
    expect(readCanvasMessage({ type: 'block-drag', phase: 'start', blockId: 'hero', x: 10, y: 20 })).toEqual({ type: 'block-drag', phase: 'start', blockId: 'hero', x: 10, y: 20 });
    expect(readCanvasMessage({ type: 'block-drag', phase: 'move', x: -5, y: 1_000_000 })).toEqual({ type: 'block-drag', phase: 'move', x: -5, y: 1_000_000 });
    expect(readCanvasMessage({ type: 'block-drag', phase: 'end', x: 0, y: 0, blockId: 'ignored' })).toEqual({ type: 'block-drag', phase: 'end', x: 0, y: 0 });
    expect(readCanvasMessage({ type: 'block-drag', phase: 'cancel' })).toEqual({ type: 'block-drag', phase: 'cancel' });
    expect(readCanvasMessage({ type: 'block-drag', phase: 'move', x: 0, y: 1_000_001 })).toBeUndefined();
    expect(readCanvasMessage({ type: 'block-drag', phase: 'move', x: Number.NaN, y: 0 })).toBeUndefined();
    expect(readCanvasMessage({ type: 'block-drag', phase: 'start', x: 0, y: 0 })).toBeUndefined();
    expect(readCanvasMessage({ type: 'block-drag', phase: 'start', blockId: '', x: 0, y: 0 })).toBeUndefined();
    expect(readCanvasMessage({ type: 'block-drag', phase: 'fling', x: 0, y: 0 })).toBeUndefined();
  });

  it('live canvas: a changed block comes with a path of names and whole indices, at most 64 deep, and an id', () => {
    const block = { id: 'summer-card', type: 'promo-card', props: {} };
    const path = ['pages', 0, 'blocks', 1, 'slots', 'content', 0];
    expect(readEditorMessage({ type: 'draft-block', path, block })).toEqual({ type: 'draft-block', path, block });
    expect(readEditorMessage({ type: 'draft-block', path: Array.from({ length: 64 }, () => 'slots'), block })).toBeDefined();
    expect(readEditorMessage({ type: 'draft-block', path: Array.from({ length: 65 }, () => 'slots'), block })).toBeUndefined();
    expect(readEditorMessage({ type: 'draft-block', path: [], block })).toBeUndefined();
    expect(readEditorMessage({ type: 'draft-block', path: ['pages', -1], block })).toBeUndefined();
    expect(readEditorMessage({ type: 'draft-block', path: ['pages', 0.5], block })).toBeUndefined();
    expect(readEditorMessage({ type: 'draft-block', path: ['__proto__', 'x'], block })).toBeUndefined();
    expect(readEditorMessage({ type: 'draft-block', path, block: { type: 'promo-card' } })).toBeUndefined();
    expect(readEditorMessage({ type: 'draft-block', path, block: [block] })).toBeUndefined();
  });
});

describe('canvas address and width', () => {
  it('editor canvas: the page path as written, with the page id', () => {
    expect(canvasUrl('sunshine-toyota', { id: 'home', path: '/' })).toBe('/editor/canvas/sunshine-toyota?editorPage=home');
    expect(canvasUrl('sunshine-toyota', { id: 'car', path: '/cars/:slug' })).toBe('/editor/canvas/sunshine-toyota/cars/%3Aslug?editorPage=car');
  });

  it('editor canvas: a preview wider than its pane is scaled down to fit, never up', () => {
    expect(fitScale(640, 1280)).toBe(0.5);
    expect(fitScale(1400, 1280)).toBe(1);
    expect(fitScale(0, 375)).toBe(1);
  });
});
