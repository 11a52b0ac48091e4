import { describe, expect, it } from 'vitest';
import { editorTestDocument } from '../document/test-support/editor-documents';
import { canvasDropTarget } from './canvas-drop-target';

const document = editorTestDocument();
const home = document.pages.find((page) => page.id === 'home')!;

describe('editor canvas drop: where a block dropped on the canvas lands', () => {
  it('over a block’s upper half: before it; over its lower half: before the next block', () => {
    const [first, second] = home.blocks;
    const list = { kind: 'page', pageId: 'home' };
    expect(canvasDropTarget(document, { kind: 'block', blockId: first!.id, half: 'upper' })).toEqual({ kind: 'before', blockId: first!.id, list, index: 0 });
    expect(canvasDropTarget(document, { kind: 'block', blockId: first!.id, half: 'lower' })).toEqual({ kind: 'before', blockId: second!.id, list, index: 1 });
  });

  it('over the last block’s lower half: last in its list, a slot’s included', () => {
    const last = home.blocks.at(-1)!;
    expect(canvasDropTarget(document, { kind: 'block', blockId: last.id, half: 'lower' })).toEqual({
      kind: 'end',
      list: { kind: 'page', pageId: 'home' },
      length: home.blocks.length,
    });
    const section = home.blocks.find((block) => block.slots?.content?.length)!;
    const inner = section.slots!.content!.at(-1)!;
    expect(canvasDropTarget(document, { kind: 'block', blockId: inner.id, half: 'lower' })).toEqual({
      kind: 'end',
      list: { kind: 'slot', blockId: section.id, slot: 'content' },
      length: section.slots!.content!.length,
    });
  });

  it('over an empty slot: into it; over nothing or a block no longer there: nowhere', () => {
    expect(canvasDropTarget(document, { kind: 'empty-slot', blockId: 'columns-1', slot: 'left' })).toEqual({
      kind: 'end',
      list: { kind: 'slot', blockId: 'columns-1', slot: 'left' },
      length: 0,
    });
    expect(canvasDropTarget(document, undefined)).toBeUndefined();
    expect(canvasDropTarget(document, { kind: 'block', blockId: 'deleted', half: 'upper' })).toBeUndefined();
  });
});
