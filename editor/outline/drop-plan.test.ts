import { describe, expect, it } from 'vitest';
import type { BlockListAddress } from '../document/block-address';
import type { DragSource, DropTarget } from './drag-ids';
import { planDrop } from './drop-plan';

const home: BlockListAddress = { kind: 'page', pageId: 'home' };
const slot: BlockListAddress = { kind: 'slot', blockId: 'offers-section', slot: 'content' };
const fromPalette: DragSource = { kind: 'palette', blockType: 'promo-card', label: 'Promo card' };
const row = (list: BlockListAddress, index: number, blockId = `b${index}`): DropTarget => ({ kind: 'row', blockId, list, index });
const aboveBlock = (list: BlockListAddress, index: number, blockId = `b${index}`): DropTarget => ({ kind: 'before', blockId, list, index });
const block = (list: BlockListAddress, index: number, blockId = `b${index}`): DragSource => ({ kind: 'block', blockId, label: 'Hero banner', list, index });

describe('drop plan (editor drag and drop)', () => {
  it('a palette block dropped on a row takes that row’s place', () => {
    expect(planDrop(fromPalette, row(home, 2))).toEqual({ list: home, index: 2 });
  });

  it('a palette block dropped at a list’s end goes last', () => {
    expect(planDrop(fromPalette, { kind: 'end', list: slot, length: 2 })).toEqual({ list: slot, index: 2 });
  });

  it('reorder within a list: moving down or up, the block ends where the row it was dropped on was', () => {
    expect(planDrop(block(home, 0), row(home, 2))).toEqual({ list: home, index: 2 });
    expect(planDrop(block(home, 3), row(home, 1))).toEqual({ list: home, index: 1 });
  });

  it('dropped on itself, or at the end of its own list while already last: nothing to do', () => {
    expect(planDrop(block(home, 1), row(home, 1))).toBeUndefined();
    expect(planDrop(block(home, 2), { kind: 'end', list: home, length: 3 })).toBeUndefined();
  });

  it('at the end of its own list, a block counts the list without itself', () => {
    expect(planDrop(block(home, 0), { kind: 'end', list: home, length: 3 })).toEqual({ list: home, index: 2 });
  });

  it('move between slots: the block goes where it was dropped in the other list', () => {
    expect(planDrop(block(home, 0, 'hero'), row(slot, 1, 'offers-text'))).toEqual({ list: slot, index: 1 });
    expect(planDrop(block(home, 0, 'hero'), { kind: 'end', list: slot, length: 2 })).toEqual({ list: slot, index: 2 });
  });

  it('on the canvas, between blocks: the block lands just before the block it was dropped above, counted without itself when it came from higher up', () => {
    // b1 dropped above b4: it leaves place 1, so it lands at 3, just before b4.
    expect(planDrop(block(home, 1), aboveBlock(home, 4))).toEqual({ list: home, index: 3 });
    // b4 dropped above b1: it lands at 1.
    expect(planDrop(block(home, 4), aboveBlock(home, 1))).toEqual({ list: home, index: 1 });
    expect(planDrop(fromPalette, aboveBlock(home, 2))).toEqual({ list: home, index: 2 });
    expect(planDrop(block(home, 0, 'hero'), aboveBlock(slot, 1, 'offers-text'))).toEqual({ list: slot, index: 1 });
  });

  it('on the canvas, over its own place (above itself, or above the block after it): nothing to do', () => {
    expect(planDrop(block(home, 2), aboveBlock(home, 2))).toBeUndefined();
    expect(planDrop(block(home, 2), aboveBlock(home, 3))).toBeUndefined();
    // Two places down is a move of one.
    expect(planDrop(block(home, 2), aboveBlock(home, 4))).toEqual({ list: home, index: 3 });
  });
});
