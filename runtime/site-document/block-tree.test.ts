import { describe, expect, it } from 'vitest';
import type { BlockNode } from '../../schemas/block-node';
import { blocksInTree, countBlocks, findBlockById, findInTree, subtreeSize, walkBlockTree } from './block-tree';

const card = (id: string): BlockNode => ({ id, type: 'test-card', props: { title: id } });

/** A section holding a card and an inner section, which holds one more card; then a card on its own. */
const page: BlockNode[] = [
  { id: 'outer', type: 'test-section', props: {}, slots: { content: [card('first'), { id: 'inner', type: 'test-section', props: {}, slots: { content: [card('deep')] } }] } },
  card('last'),
];

describe('block tree', () => {
  it('walks containers before what they hold, in document order', () => {
    expect(blocksInTree(page).map((node) => node.id)).toEqual(['outer', 'first', 'inner', 'deep', 'last']);
  });

  it('gives each block its depth, JSON Pointer path and the slot holding it', () => {
    const deep = [...walkBlockTree(page, { at: ['pages', 0, 'blocks'] })].find((visited) => visited.node.id === 'deep');
    expect(deep?.depth).toBe(3);
    expect(deep?.path).toEqual(['pages', 0, 'blocks', 0, 'slots', 'content', 1, 'slots', 'content', 0]);
    expect(deep?.holder).toEqual({ node: page[0].slots?.content[1], slot: 'content' });
    expect(deep?.index).toBe(0);
    const last = [...walkBlockTree(page)].find((visited) => visited.node.id === 'last');
    expect(last).toMatchObject({ depth: 1, path: [1], index: 1, holder: undefined });
  });

  it('leaves out the slots a caller does not want walked', () => {
    const shallow = [...walkBlockTree(page, { enterSlots: ({ depth }) => depth < 2 })].map((visited) => visited.node.id);
    expect(shallow).toEqual(['outer', 'first', 'inner', 'last']);
  });

  it('walks raw JSON, skipping what is not a block', () => {
    const raw: unknown = [null, 'text', { id: 'a', slots: { content: [{ id: 'b' }, 3], broken: 'not a list' } }, { id: 'c', slots: [] }];
    expect([...walkBlockTree(raw)].map((visited) => [visited.node.id, visited.path])).toEqual([
      ['a', [2]],
      ['b', [2, 'slots', 'content', 0]],
      ['c', [3]],
    ]);
    expect([...walkBlockTree({ not: 'a list' })]).toEqual([]);
  });

  it('finds a block by id or by a test, and nothing when none matches', () => {
    expect(findBlockById(page, 'deep')?.node).toBe(page[0].slots?.content[1].slots?.content[0]);
    expect(findBlockById(page, 'missing')).toBeUndefined();
    expect(findInTree(page, (node) => node.type === 'test-card')?.node.id).toBe('first');
  });

  it('counts a list and a subtree, slots included', () => {
    expect(countBlocks(page)).toBe(5);
    expect(countBlocks([])).toBe(0);
    expect(subtreeSize(page[0])).toBe(4);
    expect(subtreeSize(page[1])).toBe(1);
  });
});
