import { isDraft, original } from 'immer';
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

function walkFor(doc: SiteDocument, blockId: string): (FoundBlock & { segments: (string | number)[] }) | undefined {
  let found: (FoundBlock & { segments: (string | number)[] }) | undefined;
  walkBlocks(doc, (node, list, index) => {
    if (node.id !== blockId) return false;
    const segments = [...list.path, index];
    found = { node, list: list.address, index, pointer: segmentsToPointer(segments), segments };
    return true;
  });
  return found;
}

/** The value at a path of property names, read through an immer draft only along that path. */
function at(doc: SiteDocument, segments: readonly (string | number)[]): unknown {
  let value: unknown = doc;
  for (const segment of segments) value = (value as Record<string | number, unknown> | undefined)?.[segment];
  return value;
}

/** The page or container that holds the list is still the one at that path in the draft. */
function ownerUnmoved(doc: SiteDocument, found: FoundBlock & { segments: (string | number)[] }): boolean {
  const { list, segments } = found;
  if (list.kind === 'page') return (at(doc, segments.slice(0, 2)) as { id?: unknown } | undefined)?.id === list.pageId;
  // A slot's list sits at [...container, 'slots', slot, index].
  if (list.kind === 'slot') return (at(doc, segments.slice(0, -3)) as { id?: unknown } | undefined)?.id === list.blockId;
  return true;
}

export function findBlock(doc: SiteDocument, blockId: string): FoundBlock | undefined {
  if (isDraft(doc)) {
    // Every property an immer draft is read by becomes a proxy: a walk of the
    // draft made some thousand of them per keystroke on a 300-block page. The
    // block is looked up in the draft's original and reached along its path;
    // a draft already changed in that place (a block added or moved in the
    // same change) is walked itself.
    const before = walkFor(original(doc) as SiteDocument, blockId);
    const node = before && (at(doc, before.segments) as BlockNode | undefined);
    if (before && node?.id === blockId && ownerUnmoved(doc, before)) return { node, list: before.list, index: before.index, pointer: before.pointer };
  }
  const found = walkFor(doc, blockId);
  return found && { node: found.node, list: found.list, index: found.index, pointer: found.pointer };
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
