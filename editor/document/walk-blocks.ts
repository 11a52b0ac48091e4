import type { BlockNode } from '../../schemas/block-node';
import type { SiteDocument } from '../../schemas/site-document';
import type { BlockListAddress } from './block-address';

/** One block list of the document, with its address and JSON Pointer segments. */
export interface LocatedBlockList {
  address: BlockListAddress;
  blocks: BlockNode[];
  path: (string | number)[];
}

/** The top-level block lists: each page's blocks, then the site-wide header and footer. */
export function topLevelBlockLists(doc: SiteDocument): LocatedBlockList[] {
  const lists: LocatedBlockList[] = doc.pages.map((page, index) => ({
    address: { kind: 'page', pageId: page.id },
    blocks: page.blocks ?? [],
    path: ['pages', index, 'blocks'],
  }));
  for (const area of ['header', 'footer'] as const) {
    const blocks = doc.layout?.[area];
    if (blocks) lists.push({ address: { kind: 'layout', area }, blocks, path: ['layout', area] });
  }
  return lists;
}

/** The slots a node holds, as block lists addressed by the node's id. */
export function slotLists(node: BlockNode, nodePath: (string | number)[]): LocatedBlockList[] {
  return Object.entries(node.slots ?? {}).map(([slot, blocks]) => ({
    address: { kind: 'slot', blockId: node.id, slot },
    blocks,
    path: [...nodePath, 'slots', slot],
  }));
}

/**
 * Calls `visit` for every block of the document, depth first in document
 * order; returning true stops the walk (the find functions need no more).
 */
export function walkBlocks(
  doc: SiteDocument,
  visit: (node: BlockNode, list: LocatedBlockList, index: number) => boolean | void,
): void {
  const walkList = (list: LocatedBlockList): boolean => {
    for (let index = 0; index < list.blocks.length; index++) {
      const node = list.blocks[index];
      if (visit(node, list, index) === true) return true;
      for (const slot of slotLists(node, [...list.path, index])) if (walkList(slot)) return true;
    }
    return false;
  };
  for (const list of topLevelBlockLists(doc)) if (walkList(list)) return;
}

/** Every node in a subtree, the root first. */
export function subtreeNodes(node: BlockNode): BlockNode[] {
  const nodes = [node];
  for (const children of Object.values(node.slots ?? {})) for (const child of children) nodes.push(...subtreeNodes(child));
  return nodes;
}
