import type { BlockNode } from '../../schemas/block-node';
import type { SiteDocument } from '../../schemas/site-document';
import { blocksInTree, walkBlockTree, type VisitedBlock } from '../../runtime/site-document/block-tree';
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

/** The list a visited block sits in, addressed as the editor addresses lists. */
function listOf(visited: VisitedBlock, top: LocatedBlockList): LocatedBlockList {
  if (!visited.holder) return top;
  const { node, slot } = visited.holder;
  return { address: { kind: 'slot', blockId: node.id, slot }, blocks: visited.list as BlockNode[], path: visited.path.slice(0, -1) };
}

/**
 * Calls `visit` for every block of the document, depth first in document
 * order; returning true stops the walk (the find functions need no more).
 */
export function walkBlocks(doc: SiteDocument, visit: (node: BlockNode, list: LocatedBlockList, index: number) => boolean | undefined): void {
  for (const top of topLevelBlockLists(doc)) {
    for (const visited of walkBlockTree(top.blocks, { at: top.path })) {
      if (visit(visited.node, listOf(visited, top), visited.index) === true) return;
    }
  }
}

/** Every node in a subtree, the root first. */
export function subtreeNodes(node: BlockNode): BlockNode[] {
  return blocksInTree([node]);
}
