import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { findBlock } from '../document/operations';
import { editorTestDocument } from '../document/test-support/editor-documents';
import { dragAnnouncements } from './announcements';
import type { DragData, DragSource, DropTarget } from './drag-ids';
import { dropChange } from './drop-change';
import { registry } from '../../blocks';

const homeList = { kind: 'page', pageId: 'home' } as const;
const contentSlot = { kind: 'slot', blockId: 'offers-section', slot: 'content' } as const;

function apply(source: DragSource, target: DropTarget) {
  const document = editorTestDocument();
  const change = dropChange(registry, document, source, target);
  if (!change) throw new Error('expected a change');
  return { change, after: produce(document, (draft) => void change.recipe(draft)) };
}

describe('drop change (what a drop does to the document)', () => {
  it('palette → outline: a new Promo card with its defaults at the row dropped on, and it is selected', () => {
    const { change, after } = apply({ kind: 'palette', blockType: 'promo-card', label: 'Promo card' }, { kind: 'row', blockId: 'offers-section', list: homeList, index: 1 });
    expect(change.label).toBe('Add Promo card');
    expect(after.pages[0].blocks[1]).toMatchObject({ id: change.blockId, type: 'promo-card' });
    expect(after.pages[0].blocks).toHaveLength(4);
  });

  it('palette → a container’s empty end: the block goes into the slot', () => {
    const { change, after } = apply({ kind: 'palette', blockType: 'rich-text', label: 'Rich text' }, { kind: 'end', list: contentSlot, length: 2 });
    expect(findBlock(after, change.blockId)).toMatchObject({ list: contentSlot, index: 2 });
  });

  it('reorder: the hero dropped on the columns row ends third on the page', () => {
    const { after } = apply(
      { kind: 'block', blockId: 'home-hero', label: 'Hero banner', list: homeList, index: 0 },
      { kind: 'row', blockId: 'two-columns', list: homeList, index: 2 },
    );
    expect(after.pages[0].blocks.map((b) => b.id)).toEqual(['offers-section', 'two-columns', 'home-hero']);
  });

  it('move between slots: a card from the columns into the section', () => {
    const { after } = apply(
      { kind: 'block', blockId: 'left-card', label: 'Promo card', list: { kind: 'slot', blockId: 'two-columns', slot: 'first' }, index: 0 },
      { kind: 'row', blockId: 'offers-text', list: contentSlot, index: 1 },
    );
    expect(findBlock(after, 'left-card')).toMatchObject({ list: contentSlot, index: 1 });
  });

  it('a drop that changes nothing makes no change (no empty undo step)', () => {
    const document = editorTestDocument();
    expect(
      dropChange(
        registry,
        document,
        { kind: 'block', blockId: 'home-hero', label: 'Hero banner', list: homeList, index: 0 },
        { kind: 'row', blockId: 'home-hero', list: homeList, index: 0 },
      ),
    ).toBeUndefined();
  });
});

describe('drag announcements (WCAG 2.5.7: every drag said in words)', () => {
  const document = editorTestDocument();
  const announcements = dragAnnouncements(registry, () => document);
  const item = (data: DragData) => ({ id: 'x', data: { current: data } }) as never;
  const promo: DragData = { source: { kind: 'palette', blockType: 'promo-card', label: 'Promo card' } };
  const overThird: DragData = { target: { kind: 'row', blockId: 'two-columns', list: homeList, index: 2 } };

  it('picking up, moving over a place, dropping and cancelling are announced in plain words', () => {
    expect(announcements.onDragStart({ active: item(promo) })).toBe('Picked up Promo card.');
    // The live region keeps only the last message, and the first place is reported at once: it repeats the pick-up.
    expect(announcements.onDragOver({ active: item(promo), over: item(overThird) })).toBe('Picked up Promo card. Promo card moved to position 3 of Home page.');
    expect(announcements.onDragOver({ active: item(promo), over: item(overThird) })).toBe('Promo card moved to position 3 of Home page.');
    expect(announcements.onDragEnd({ active: item(promo), over: item(overThird) })).toBe('Dropped Promo card at position 3 of Home page.');
    expect(announcements.onDragCancel({ active: item(promo), over: null })).toBe('Dragging cancelled. Promo card was not moved.');
  });

  it('a slot is named after its container', () => {
    announcements.onDragCancel({ active: item(promo), over: null });
    const overSlotEnd: DragData = { target: { kind: 'end', list: contentSlot, length: 2 } };
    expect(announcements.onDragOver({ active: item(promo), over: item(overSlotEnd) })).toBe('Promo card moved to position 3 of Content of Section.');
  });

  it('dropping over no place says nothing changed', () => {
    expect(announcements.onDragEnd({ active: item(promo), over: null })).toBe('Dropped Promo card over no place; nothing changed.');
  });
});
