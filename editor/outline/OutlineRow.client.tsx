'use client';

import { ActionIcon, Badge, Menu } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { selectAtom } from 'jotai/utils';
import { memo, useCallback, useLayoutEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import type { BlockNode } from '../../schemas/block-node';
import type { BlockListAddress } from '../document/block-address';
import { blockSummary } from './block-summary';
import { handleEvents, SortableRowBinding, type DragListenersRef } from './drag-bindings.client';
import { rowDragId, type DragData } from './drag-ids';
import { blockLabel } from '../document/operations';
import { slotWords } from './list-names';
import { selectionAtom } from '../state/editor-store';
import { registryAtom } from '../state/registry';
import { findingsAtom } from '../state/selectors';
import { OutlineList } from './OutlineList.client';
import { useNearView } from './use-near-view.client';
import classes from './Outline.module.css';

const NO_SLOTS: readonly string[] = [];
const NO_BLOCKS: readonly BlockNode[] = [];

import type { BlockAction } from './use-block-actions.client';

export interface RowProps {
  node: BlockNode;
  list: BlockListAddress;
  index: number;
  canPaste: boolean;
  onSelect: (blockId: string) => void;
  onAction: (action: BlockAction, node: BlockNode, list: BlockListAddress, index: number) => void;
  /** Whether the container holding this row's list is on or near the screen; unset for a top-level list, whose rows watch themselves. */
  near?: boolean;
}

/**
 * A row's actions menu. Memoised apart from the row, and a plain button
 * until first opened: a menu is some twenty components, and every one of
 * them under the drag-and-drop context is walked whenever a drag starts or
 * drops. Once opened, the menu stays, so its target keeps focus thereafter.
 */
const BlockActions = memo(function BlockActions({ label, canPaste, onPick }: { label: string; canPaste: boolean; onPick: (action: BlockAction) => void }) {
  const [wanted, setWanted] = useState(false);
  const [opened, setOpened] = useState(false);
  const target = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  // The menu mounts closed, then opens: it remembers what had focus as it opens (its new target, given the plain button's focus) and gives focus back there on closing.
  useLayoutEffect(() => {
    if (!wanted) return;
    if (refocus.current) target.current?.focus();
    refocus.current = false;
    setOpened(true);
  }, [wanted]);
  const open = (event: MouseEvent<HTMLButtonElement>) => {
    refocus.current = document.activeElement === event.currentTarget;
    setWanted(true);
  };
  const icon = (
    <ActionIcon
      ref={target}
      variant="subtle"
      color="gray.8"
      aria-label={`Actions for ${label}`}
      {...(wanted ? {} : { 'aria-haspopup': 'menu', 'aria-expanded': false, onClick: open })}
    >
      <span aria-hidden="true">⋯</span>
    </ActionIcon>
  );
  if (!wanted) return icon;
  return (
    <Menu position="bottom-end" withinPortal opened={opened} onChange={setOpened}>
      <Menu.Target>{icon}</Menu.Target>
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
  near: boolean;
}

/** A container's slots, each a list of its own; memoised so a drag re-renders only their rows' hooks. */
const RowSlots = memo(function RowSlots({ node, slots, label, canPaste, onSelect, onAction, near }: SlotsProps) {
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
        near={near}
        emptyText={`Drop blocks here to put them in this ${label}.`}
      />
    </div>
  ));
});

/**
 * One block in the outline: its drag handle, its name (select it), its error
 * count, its actions, and its slots. It is draggable and a drop place while
 * on or near the screen, focused or being dragged (see drag-bindings).
 */
export const OutlineRow = memo(function OutlineRow(props: RowProps) {
  const { node, list, index, canPaste, onSelect, onAction, near } = props;
  const registry = useAtomValue(registryAtom);
  const label = blockLabel(registry, node.type);
  const data: DragData = {
    source: { kind: 'block', blockId: node.id, label, list, index },
    target: { kind: 'row', blockId: node.id, list, index },
  };
  const item = useRef<HTMLLIElement>(null);
  const row = useRef<HTMLDivElement>(null);
  const handle = useRef<HTMLButtonElement>(null);
  const listeners = useRef<DragListenersRef['current']>(undefined);
  const events = useMemo(() => handleEvents(listeners), []);
  // The whole item, slots and all: a tall container near the screen keeps every block in it ready.
  const nearView = useNearView(item, near);
  const [focused, setFocused] = useState(false);
  const [dragging, setDragging] = useState(false);
  const summary = blockSummary(node);
  const slots = registry.get(node.type)?.slots ?? NO_SLOTS;
  // Each row watches only its own selection and error count, so selecting or typing re-renders a row or two, not the tree.
  const selected = useAtomValue(useMemo(() => selectAtom(selectionAtom, (selection) => selection.blockId === node.id), [node.id]));
  const errors = useAtomValue(useMemo(() => selectAtom(findingsAtom, (findings) => findings.errorsByBlockId.get(node.id)?.length ?? 0), [node.id]));
  // The menu reads the row's current place when an action is picked, so a row moving down one place does not re-render it.
  const place = useRef({ node, list, index });
  place.current = { node, list, index };
  const onPick = useCallback((action: BlockAction) => onAction(action, place.current.node, place.current.list, place.current.index), [onAction]);
  return (
    <li ref={item} className={classes.item}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: focus and blur only track whether focus is inside the row (its buttons are the controls). */}
      <div
        ref={row}
        className={classes.row}
        data-selected={selected || undefined}
        onFocus={() => setFocused(true)}
        onBlur={(event) => setFocused(event.currentTarget.contains(event.relatedTarget))}
      >
        <button ref={handle} type="button" className={classes.handle} {...events} aria-label={`Move ${label}${summary ? ` “${summary}”` : ''}`}>
          <span aria-hidden="true">⠿</span>
        </button>
        <button type="button" className={classes.name} aria-current={selected ? 'true' : undefined} onClick={() => onSelect(node.id)}>
          <span className={classes.label}>{label}</span>
          {summary ? <span className={classes.summary}>{summary}</span> : null}
        </button>
        {errors > 0 ? <ErrorBadge count={errors} /> : null}
        <BlockActions label={label} canPaste={canPaste} onPick={onPick} />
      </div>
      {/* After the row, so the row's and handle's refs are set when the binding's layout effects run. */}
      {nearView || focused || dragging ? <SortableRowBinding id={rowDragId(node.id)} data={data} row={row} handle={handle} listeners={listeners} onDragging={setDragging} /> : null}
      {slots.length > 0 ? <RowSlots node={node} slots={slots} label={label} canPaste={canPaste} onSelect={onSelect} onAction={onAction} near={nearView} /> : null}
    </li>
  );
});
