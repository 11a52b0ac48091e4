import type { BlockRegistry } from '../../runtime/registry';
import type { BlockNode } from '../../schemas/block-node';
import { segmentsToPointer } from '../../schemas/errors';
import type { Page, SiteDocument } from '../../schemas/site-document';
import type { BlockListAddress } from './block-address';
import { EditorOperationError, refusals } from './refusals';
import { walkBlocks } from './walk-blocks';

export interface FoundBlock {
  node: BlockNode;
  /** The list the block sits in. */
  list: BlockListAddress;
  index: number;
  /** JSON Pointer to the node, e.g. /pages/0/blocks/2/slots/content/1 */
  pointer: string;
}

export function findBlock(doc: SiteDocument, blockId: string): FoundBlock | undefined {
  let found: FoundBlock | undefined;
  walkBlocks(doc, (node, list, index) => {
    if (node.id !== blockId) return false;
    found = { node, list: list.address, index, pointer: segmentsToPointer([...list.path, index]) };
    return true;
  });
  return found;
}

export function requireBlock(doc: SiteDocument, blockId: string): FoundBlock {
  const found = findBlock(doc, blockId);
  if (!found) throw new EditorOperationError(refusals.noSuchBlock(blockId));
  return found;
}

export function findPage(doc: SiteDocument, pageId: string): { page: Page; index: number } | undefined {
  const index = doc.pages.findIndex((page) => page.id === pageId);
  return index < 0 ? undefined : { page: doc.pages[index], index };
}

export function requirePage(doc: SiteDocument, pageId: string): { page: Page; index: number } {
  const found = findPage(doc, pageId);
  if (!found) throw new EditorOperationError(refusals.noSuchPage(pageId));
  return found;
}

/** The block type's label for people, or the type itself when it is not registered. */
export function blockLabel(registry: BlockRegistry, type: string): string {
  return registry.get(type)?.label ?? type;
}

/**
 * The array an address names, created on the way when it is still missing
 * (a page without blocks, a document without a layout, an empty slot), so
 * the first block can go in. It takes any slot, so a block in a broken slot
 * can still be moved out or deleted; a list that receives blocks is asked
 * for with `receivingListAt`, which refuses undeclared slots.
 */
export function blockListAt(draft: SiteDocument, address: BlockListAddress): BlockNode[] {
  switch (address.kind) {
    case 'page': {
      const { page } = requirePage(draft, address.pageId);
      page.blocks ??= [];
      return page.blocks;
    }
    case 'layout': {
      draft.layout ??= { header: [], footer: [] };
      draft.layout[address.area] ??= [];
      return draft.layout[address.area];
    }
    case 'slot': {
      const { node } = requireBlock(draft, address.blockId);
      node.slots ??= {};
      node.slots[address.slot] ??= [];
      return node.slots[address.slot];
    }
  }
}

/** The list blocks are about to go into: as blockListAt, but refusing a slot the container's type does not declare. */
export function receivingListAt(registry: BlockRegistry, draft: SiteDocument, address: BlockListAddress): BlockNode[] {
  if (address.kind === 'slot') {
    const { node } = requireBlock(draft, address.blockId);
    if (!registry.get(node.type)?.slots?.includes(address.slot)) throw new EditorOperationError(refusals.noSuchSlot(blockLabel(registry, node.type), address.slot));
  }
  return blockListAt(draft, address);
}
