import type { BlockRegistry } from '../../runtime/registry';
import type { SiteDocument } from '../../schemas/site-document';
import { insertBlock, moveBlock, newBlockNode } from '../document/operations';
import type { DragSource, DropTarget } from './drag-ids';
import { planDrop } from './drop-plan';

export interface DropChange {
  label: string;
  recipe: (draft: SiteDocument) => void;
  /** The block to select once the drop is done. */
  blockId: string;
}

/** The document change a drop makes: a new block from the palette, or a move; undefined when nothing changes. */
export function dropChange(registry: BlockRegistry, document: SiteDocument, source: DragSource, target: DropTarget): DropChange | undefined {
  const planned = planDrop(source, target);
  if (!planned) return undefined;
  if (source.kind === 'palette') {
    const definition = registry.get(source.blockType);
    if (!definition) return undefined;
    const node = newBlockNode(definition, document);
    return {
      label: `Add ${definition.label}`,
      recipe: (draft) => insertBlock(registry, draft, planned.list, planned.index, node),
      blockId: node.id,
    };
  }
  return {
    label: `Move ${source.label}`,
    recipe: (draft) => moveBlock(registry, draft, source.blockId, planned.list, planned.index),
    blockId: source.blockId,
  };
}
