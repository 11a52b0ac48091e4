import type { BlockNode } from '../../schemas/block-node';
import { segmentsToPointer } from '../../schemas/errors';
import type { SiteDocument } from '../../schemas/site-document';
import type { BlockRegistry } from '../../runtime/registry';
import type { BlockListAddress } from './block-address';
import { blockLabel, findBlock, findPage } from './find-block';

/** One block in the outline. */
export interface OutlineBlock {
  id: string;
  type: string;
  /** The block type's label from the registry, e.g. "Promo card". */
  label: string;
  /** The container's slots in the order its definition declares them (empty ones too, as drop targets). */
  slots: OutlineSlot[];
  /** JSON Pointer to the node in the document. */
  pointer: string;
}

export interface OutlineSlot {
  name: string;
  list: BlockListAddress;
  children: OutlineBlock[];
}

function outlineOf(registry: BlockRegistry, nodes: readonly BlockNode[], path: (string | number)[]): OutlineBlock[] {
  return nodes.map((node, index) => {
    const nodePath = [...path, index];
    const declared = registry.get(node.type)?.slots ?? [];
    // A slot the type does not declare is still shown, so a broken document can be seen and fixed.
    const names = [...declared, ...Object.keys(node.slots ?? {}).filter((name) => !declared.includes(name))];
    return {
      id: node.id,
      type: node.type,
      label: blockLabel(registry, node.type),
      pointer: segmentsToPointer(nodePath),
      slots: names.map((name) => ({
        name,
        list: { kind: 'slot', blockId: node.id, slot: name },
        children: outlineOf(registry, node.slots?.[name] ?? [], [...nodePath, 'slots', name]),
      })),
    };
  });
}

/** The page's blocks as the outline shows them; empty for a page that does not exist. */
export function blockTree(registry: BlockRegistry, doc: SiteDocument, pageId: string): OutlineBlock[] {
  const found = findPage(doc, pageId);
  return found ? outlineOf(registry, found.page.blocks ?? [], ['pages', found.index, 'blocks']) : [];
}

/** The site-wide header or footer blocks as the outline shows them. */
export function layoutTree(registry: BlockRegistry, doc: SiteDocument, area: 'header' | 'footer'): OutlineBlock[] {
  return outlineOf(registry, doc.layout?.[area] ?? [], ['layout', area]);
}

/** The ids of the blocks that hold this one, outermost first: what the outline expands to show it. */
export function ancestorIds(doc: SiteDocument, blockId: string): string[] {
  const ids: string[] = [];
  let list = findBlock(doc, blockId)?.list;
  while (list?.kind === 'slot') {
    ids.unshift(list.blockId);
    list = findBlock(doc, list.blockId)?.list;
  }
  return ids;
}
