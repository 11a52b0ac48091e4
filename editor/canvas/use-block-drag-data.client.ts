'use client';

import { useStore } from 'jotai';
import { useState } from 'react';
import { blockLabel, findBlock } from '../document/operations';
import type { DragData, DragSource } from '../outline/drag-ids';
import { documentAtom } from '../state/editor-store';
import { registryAtom } from '../state/registry';

/**
 * The dnd-kit `data` of a block dragged on the canvas. What is dragged is
 * read when the drag starts, from the draft of that moment, not from the
 * render that drew the draggable: set `blockId` to the block to drag.
 */
export function useBlockDragData(blockId: string | undefined): DragData & { blockId: string | undefined } {
  const store = useStore();
  const [data] = useState<DragData & { blockId: string | undefined }>(() => ({
    blockId,
    get source(): DragSource | undefined {
      const found = this.blockId === undefined ? undefined : findBlock(store.get(documentAtom), this.blockId);
      return found && { kind: 'block', blockId: found.node.id, label: blockLabel(store.get(registryAtom), found.node.type), list: found.list, index: found.index };
    },
  }));
  return data;
}
