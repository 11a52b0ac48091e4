'use client';

import { useSortable } from '@dnd-kit/sortable';
import { ActionIcon, Badge, Menu } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { selectAtom } from 'jotai/utils';
import { memo, useCallback, useMemo, useRef } from 'react';
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
/**
 * Rows are not slid into place (their transforms are never applied), so
 * dnd-kit need not measure every row whose index moved after a drop.
 */
const NO_LAYOUT_ANIMATION = () => false;

export type RowAction = 'duplicate' | 'copy' | 'paste' | 'delete';

export interface RowProps {
  node: BlockNode;
  list: BlockListAddress;
  index: number;
  canPaste: boolean;
  onSelect: (blockId: string) => void;
  onAction: (action: RowAction, node: BlockNode, list: BlockListAddress, index: number) => void;
}

/**
 * A row's actions menu. Memoised apart from the row: every row re-renders
 * whenever a drag starts, moves or drops (dnd-kit's context), and the menu
 * is the costly part of a row, while it only needs the label and a stable
 * callback that reads the row's place when picked.
 */
const RowActions = memo(function RowActions({ label, canPaste, onPick }: { label: string; canPaste: boolean; onPick: (action: RowAction) => void }) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray.8" aria-label={`Actions for ${label}`}>
          <span aria-hidden="true">⋯</span>
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => onPick('duplicate')}>Duplicate</Menu.Item>
        <Menu.Item onClick={() => onPick('copy')}>Copy</Menu.Item>
        <Menu.Item disabled={!canPaste} onClick={() => onPick('paste')}>
          Paste after
        </Menu.Item>
        <Menu.Item color="red.9" onClick={() => onPick('delete')}>
          Delete
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
});

const ErrorBadge = memo(function ErrorBadge({ count }: { count: number }) {
  return (
    <Badge color="red.9" size="sm" variant="filled" aria-label={`${count} ${count === 1 ? 'error' : 'errors'}`}>
      {count}
    </Badge>
  );
});

interface SlotsProps {
  node: BlockNode;
  slots: readonly string[];
  label: string;
  canPaste: boolean;
  onSelect: RowProps['onSelect'];
  onAction: RowProps['onAction'];
}

/** A container's slots, each a list of its own; memoised so a drag re-renders only their rows' hooks. */
const RowSlots = memo(function RowSlots({ node, slots, label, canPaste, onSelect, onAction }: SlotsProps) {
  const slotLists = useMemo(() => slots.map((slot): BlockListAddress & { kind: 'slot' } => ({ kind: 'slot', blockId: node.id, slot })), [slots, node.id]);
  return slotLists.map((slotList) => (
    <div key={slotList.slot} className={classes.slot}>
      <div className={classes.slotName}>{slotWords(slotList.slot)}</div>
      <OutlineList
        list={slotList}
        nodes={node.slots?.[slotList.slot] ?? NO_BLOCKS}
        canPaste={canPaste}
        onSelect={onSelect}
        onAction={onAction}
        emptyText={`Drop blocks here to put them in this ${label}.`}
      />
    </div>
  ));
});

/** One block in the outline: its drag handle, its name (select it), its error count, its actions, and its slots. */
export const OutlineRow = memo(function OutlineRow(props: RowProps) {
  const { node, list, index, canPaste, onSelect, onAction } = props;
  const label = blockLabel(node.type);
  const data: DragData = {
    source: { kind: 'block', blockId: node.id, label, list, index },
    target: { kind: 'row', blockId: node.id, list, index },
  };
  const { attributes, listeners, setNodeRef, isDragging, isOver } = useSortable({ id: rowDragId(node.id), data, animateLayoutChanges: NO_LAYOUT_ANIMATION });
  const summary = blockSummary(node);
  const slots = registry.get(node.type)?.slots ?? NO_SLOTS;
  // Each row watches only its own selection and error count, so selecting or typing re-renders a row or two, not the tree.
  const selected = useAtomValue(useMemo(() => selectAtom(selectionAtom, (selection) => selection.blockId === node.id), [node.id]));
  const errors = useAtomValue(useMemo(() => selectAtom(validationAtom, (validation) => validation.errorsByBlockId.get(node.id)?.length ?? 0), [node.id]));
  // The menu reads the row's current place when an action is picked, so a row moving down one place does not re-render it.
  const place = useRef({ node, list, index });
  place.current = { node, list, index };
  const onPick = useCallback((action: RowAction) => onAction(action, place.current.node, place.current.list, place.current.index), [onAction]);
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
        {errors > 0 ? <ErrorBadge count={errors} /> : null}
        <RowActions label={label} canPaste={canPaste} onPick={onPick} />
      </div>
      {slots.length > 0 ? <RowSlots node={node} slots={slots} label={label} canPaste={canPaste} onSelect={onSelect} onAction={onAction} /> : null}
    </li>
  );
});
