import { describe, expect, it } from 'vitest';
import { blockIdSchema } from '../../schemas/block-node';
import { ancestorIds, blockTree, findBlock, layoutTree } from './operations';
import { freshBlockId, withFreshIds } from './block-ids';
import { editorTestDocument, testBlock } from './test-support/editor-documents';
import { registry } from '../../blocks';

function valueAt(doc: unknown, pointer: string): unknown {
  return pointer
    .slice(1)
    .split('/')
    .reduce<unknown>((node, segment) => (node as Record<string, unknown>)[segment], doc);
}

describe('blockTree', () => {
  it('editor outline: the page as a tree of blocks with registry labels, slot groups and pointers', () => {
    const tree = blockTree(registry, editorTestDocument(), 'home');
    expect(tree.map(({ id, label }) => [id, label])).toEqual([
      ['home-hero', 'Hero banner'],
      ['offers-section', 'Section'],
      ['two-columns', 'Columns'],
    ]);
    const section = tree[1];
    expect(section.pointer).toBe('/pages/0/blocks/1');
    expect(section.slots).toHaveLength(1);
    expect(section.slots[0]).toMatchObject({ name: 'content', list: { kind: 'slot', blockId: 'offers-section', slot: 'content' } });
    expect(section.slots[0].children.map((child) => [child.id, child.type, child.label, child.pointer])).toEqual([
      ['summer-card', 'promo-card', 'Promo card', '/pages/0/blocks/1/slots/content/0'],
      ['offers-text', 'rich-text', 'Rich text', '/pages/0/blocks/1/slots/content/1'],
    ]);
  });

  it('editor outline: a container shows every slot its definition declares, empty ones too, in the declared order', () => {
    const columns = blockTree(registry, editorTestDocument(), 'home')[2];
    expect(columns.slots.map((slot) => [slot.name, slot.children.length])).toEqual([
      ['first', 1],
      ['second', 0],
      ['third', 0],
    ]);
  });

  it('editor outline: every pointer names its node in the document', () => {
    const doc = editorTestDocument();
    const visit = (nodes: ReturnType<typeof blockTree>): void => {
      for (const node of nodes) {
        expect(valueAt(doc, node.pointer)).toMatchObject({ id: node.id, type: node.type });
        for (const slot of node.slots) visit(slot.children);
      }
    };
    visit(blockTree(registry, doc, 'home'));
    expect(blockTree(registry, doc, 'offers')[0].pointer).toBe('/pages/1/blocks/0');
    expect(layoutTree(registry, doc, 'header')[0]).toMatchObject({ id: 'site-header', label: 'Header', pointer: '/layout/header/0' });
    expect(blockTree(registry, doc, 'no-such-page')).toEqual([]);
  });
});

describe('findBlock', () => {
  it('editor outline: finds a block anywhere, with its list, place and pointer', () => {
    const doc = editorTestDocument();
    expect(findBlock(doc, 'offers-text')).toMatchObject({
      node: { id: 'offers-text', type: 'rich-text' },
      list: { kind: 'slot', blockId: 'offers-section', slot: 'content' },
      index: 1,
      pointer: '/pages/0/blocks/1/slots/content/1',
    });
    expect(findBlock(doc, 'winter-card')).toMatchObject({ list: { kind: 'page', pageId: 'offers' }, index: 0, pointer: '/pages/1/blocks/0' });
    expect(findBlock(doc, 'site-footer')).toMatchObject({ list: { kind: 'layout', area: 'footer' }, index: 0, pointer: '/layout/footer/0' });
    expect(findBlock(doc, 'ghost')).toBeUndefined();
  });

  it('editor outline: the containers around a block, outermost first', () => {
    const doc = editorTestDocument();
    doc.pages[0].blocks[1].slots!.content.push(testBlock('columns', 'inner-columns', { second: [testBlock('promo-card', 'deep-card')] }));
    expect(ancestorIds(doc, 'deep-card')).toEqual(['offers-section', 'inner-columns']);
    expect(ancestorIds(doc, 'home-hero')).toEqual([]);
  });
});

describe('block ids', () => {
  it('site documents: generated ids are short, readable and match the block id pattern', () => {
    const taken = new Set<string>();
    const made = Array.from({ length: 500 }, () => freshBlockId('promo-card', taken));
    expect(new Set(made).size).toBe(500);
    for (const id of made) expect(id).toMatch(new RegExp(blockIdSchema.pattern));
    expect(made.filter((id) => /^promo-card-[0-9a-f]{4}$/.test(id)).length).toBeGreaterThan(450);
  });

  it('site documents: ids stay unique when the short suffixes are all taken', () => {
    const taken = new Set(Array.from({ length: 0x10000 }, (_, n) => `x-${n.toString(16).padStart(4, '0')}`));
    const id = freshBlockId('x', taken);
    expect(id).toMatch(/^x-[0-9a-f]{8}$/);
  });

  it('editor clipboard: a copy gets fresh ids for the node and every descendant, leaving the original alone', () => {
    const original = testBlock('section', 'outer', { content: [testBlock('promo-card', 'inner')] });
    const copy = withFreshIds(original, new Set(['outer', 'inner']));
    expect(copy.id).not.toBe('outer');
    expect(copy.slots!.content[0].id).not.toBe('inner');
    expect(original.id).toBe('outer');
    expect(original.slots!.content[0].id).toBe('inner');
  });
});
