import { describe, expect, it } from 'vitest';
import { allBlocks } from '../../blocks';
import { BLOCK_CATEGORIES } from '../../runtime/block-types';
import { CATEGORY_TITLES, paletteGroups } from './palette-groups';

describe('palette groups', () => {
  it('editor palette: every registered block appears once, under its category, categories in their fixed order', () => {
    const groups = paletteGroups(allBlocks, '');
    const listed = groups.flatMap((group) => group.blocks.map((block) => block.type));
    expect([...listed].sort()).toEqual(allBlocks.map((block) => block.type).sort());
    for (const group of groups) {
      expect(group.title).toBe(CATEGORY_TITLES[group.category]);
      for (const block of group.blocks) expect(block.category).toBe(group.category);
    }
    const order = groups.map((group) => BLOCK_CATEGORIES.indexOf(group.category));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it('editor palette: every category has a heading in words', () => {
    for (const category of BLOCK_CATEGORIES) expect(CATEGORY_TITLES[category]).toMatch(/^[A-Z][a-z]/);
  });

  it('editor palette search: matches the label or the description, any case, every word', () => {
    expect(paletteGroups(allBlocks, 'PROMO card').flatMap((g) => g.blocks.map((b) => b.type))).toContain('promo-card');
    // "shown only between its start and expiry" is in the promo card's description, not its label.
    expect(paletteGroups(allBlocks, 'expiry').flatMap((g) => g.blocks.map((b) => b.type))).toEqual(['promo-card']);
    expect(paletteGroups(allBlocks, 'promo zebra')).toEqual([]);
  });

  it('editor palette search: categories with no match are left out', () => {
    const groups = paletteGroups(allBlocks, 'columns');
    expect(groups.map((g) => g.category)).toEqual(['layout']);
  });
});
