import type { BlockNode } from '../../schemas/block-node';
import type { SiteDocument } from '../../schemas/site-document';
import type { BlockRegistry } from '../../runtime/registry';
import type { BlockListAddress } from '../document/block-address';
import { blockLabel, findBlock, findPage } from '../document/operations';

/** "content" → "Content", "wideColumn" → "Wide column". */
export function slotWords(slot: string): string {
  const words = slot
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The list a block sits in, in words: "Home page", "the header of every page", "Content of Section". */
export function listName(registry: BlockRegistry, document: SiteDocument, list: BlockListAddress): string {
  switch (list.kind) {
    case 'page': {
      const page = findPage(document, list.pageId)?.page;
      if (!page) return 'the page';
      // A home page's title is often a slogan; its place is what people call it.
      return page.path === '/' ? 'Home page' : `${page.title || page.id} page`;
    }
    case 'layout':
      return `the ${list.area} of every page`;
    case 'slot': {
      const owner = findBlock(document, list.blockId);
      return `${slotWords(list.slot)} of ${owner ? blockLabel(registry, owner.node.type) : 'a removed block'}`;
    }
  }
}

/** The blocks of a list, as the document holds them now. */
export function listOf(document: SiteDocument, list: BlockListAddress): readonly BlockNode[] {
  switch (list.kind) {
    case 'page':
      return findPage(document, list.pageId)?.page.blocks ?? [];
    case 'layout':
      return document.layout?.[list.area] ?? [];
    case 'slot':
      return findBlock(document, list.blockId)?.node.slots?.[list.slot] ?? [];
  }
}

/** Where a new or pasted block goes: after the selected block, or at the end of the page. */
export function insertionPoint(document: SiteDocument, selection: { pageId: string; blockId: string | null }): { list: BlockListAddress; index: number } {
  const selected = selection.blockId ? findBlock(document, selection.blockId) : undefined;
  if (selected) return { list: selected.list, index: selected.index + 1 };
  const list: BlockListAddress = { kind: 'page', pageId: selection.pageId };
  return { list, index: listOf(document, list).length };
}
