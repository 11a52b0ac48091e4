import { BLOCK_CATEGORIES, type AnyBlockDefinition, type BlockCategory } from '../../runtime/block-types';

/** The palette's heading for each block category, in a marketer's words. */
export const CATEGORY_TITLES: Record<BlockCategory, string> = {
  layout: 'Layout',
  site: 'Header and footer',
  content: 'Text and pictures',
  promotion: 'Offers and promotions',
  search: 'Search',
  vehicle: 'Vehicles',
  finance: 'Finance',
  forms: 'Forms',
  locations: 'Locations',
};

export interface PaletteGroup {
  category: BlockCategory;
  title: string;
  blocks: AnyBlockDefinition[];
}

function matches(block: AnyBlockDefinition, words: readonly string[]): boolean {
  const text = `${block.label} ${block.description}`.toLowerCase();
  return words.every((word) => text.includes(word));
}

/**
 * The blocks by category, in the categories' fixed order and by label
 * within one, keeping only those whose label or description holds every
 * word searched for; empty categories are left out.
 */
export function paletteGroups(blocks: readonly AnyBlockDefinition[], search: string): PaletteGroup[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  return BLOCK_CATEGORIES.map((category) => ({
    category,
    title: CATEGORY_TITLES[category],
    blocks: blocks.filter((block) => block.category === category && matches(block, words)).sort((a, b) => a.label.localeCompare(b.label)),
  })).filter((group) => group.blocks.length > 0);
}
