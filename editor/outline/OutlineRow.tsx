'use client';

import { useSortable } from '@dnd-kit/sortable';
import { ActionIcon, Badge, Menu } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { selectAtom } from 'jotai/utils';
import { memo, useMemo } from 'react';
import { registry } from '../../blocks';
import type { BlockNode } from '../../schemas/block-node';
import type { BlockListAddress } from '../document/block-address';
import { blockSummary } from './block-summary';
import { rowDragId, type DragData } from './drag-ids';
import { blockLabel } from '../document/operations';
import { slotWords } from './list-names';
import { selectionAtom, validationAtom } from '../state/editor-store';
import { OutlineList } from './OutlineList';
import classes from './Outline.module.css';

const NO_SLOTS: readonly string[] = [];
const NO_BLOCKS: readonly BlockNode[] = [];

export type RowAction = 'duplicate' | 'copy' | 'paste' | 'delete';

export interface RowProps {
  node: BlockNode;
  list: BlockListAddress;
  index: number;
  canPaste: boolean;
  onSelect: (blockId: string) => void;
  onAction: (action: RowAction, node: BlockNode, list: BlockListAddress, index: number) => void;
}

/** One block in the outline: its drag handle, its name (select it), its error count, its actions, and its slots. */
export const OutlineRow = memo(function OutlineRow(props: RowProps) {
  const { node, list, index, canPaste, onSelect, onAction } = props;
  const label = blockLabel(node.type);
  const data: DragData = {
    source: { kind: 'block', blockId: node.id, label, list, index },
    target: { kind: 'row', blockId: node.id, list, index },
  };
  const { attributes, listeners, setNodeRef, isDragging, isOver } = useSortable({ id: rowDragId(node.id), data });
  const summary = blockSummary(node);
  const slots = registry.get(node.type)?.slots ?? NO_SLOTS;
  // Each row watches only its own selection and error count, so selecting or typing re-renders a row or two, not the tree.
  const selected = useAtomValue(useMemo(() => selectAtom(selectionAtom, (selection) => selection.blockId === node.id), [node.id]));
  const errors = useAtomValue(useMemo(() => selectAtom(validationAtom, (validation) => validation.errorsByBlockId.get(node.id)?.length ?? 0), [node.id]));
  const slotLists = useMemo(() => slots.map((slot): BlockListAddress => ({ kind: 'slot', blockId: node.id, slot })), [slots, node.id]);
  return (
    <li className={classes.item}>
      <div ref={setNodeRef} className={classes.row} data-selected={selected || undefined} data-dragging={isDragging || undefined} data-over={isOver || undefined}>
        <button type="button" className={classes.handle} {...attributes} {...listeners} aria-label={`Move ${label}${summary ? ` “${summary}”` : ''}`}>
          <span aria-hidden="true">⠿</span>
        </button>
        <button type="button" className={classes.name} aria-current={selected ? 'true' : undefined} onClick={() => onSelect(node.id)}>
          <span className={classes.label}>{label}</span>
          {summary ? <span className={classes.summary}>{summary}</span> : null}
        </button>
        {errors > 0 ? (
          <Badge color="red.9" size="sm" variant="filled" aria-label={`${errors} ${errors === 1 ? 'error' : 'errors'}`}>
            {errors}
          </Badge>
        ) : null}
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray.8" aria-label={`Actions for ${label}`}>
              <span aria-hidden="true">⋯</span>
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={() => onAction('duplicate', node, list, index)}>Duplicate</Menu.Item>
            <Menu.Item onClick={() => onAction('copy', node, list, index)}>Copy</Menu.Item>
            <Menu.Item disabled={!canPaste} onClick={() => onAction('paste', node, list, index)}>
              Paste after
            </Menu.Item>
            <Menu.Item color="red.9" onClick={() => onAction('delete', node, list, index)}>
              Delete
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </div>
      {slotLists.map((slotList) => (
        <div key={slotList.kind === 'slot' ? slotList.slot : ''} className={classes.slot}>
          <div className={classes.slotName}>{slotList.kind === 'slot' ? slotWords(slotList.slot) : ''}</div>
          <OutlineList
            list={slotList}
            nodes={(slotList.kind === 'slot' && node.slots?.[slotList.slot]) || NO_BLOCKS}
            canPaste={canPaste}
            onSelect={onSelect}
            onAction={onAction}
            emptyText={`Drop blocks here to put them in this ${label}.`}
          />
        </div>
      ))}
    </li>
  );
});
