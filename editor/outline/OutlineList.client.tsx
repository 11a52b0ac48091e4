'use client';

import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { memo, useRef } from 'react';
import type { BlockNode } from '../../schemas/block-node';
import { DropPlaceBinding } from './drag-bindings.client';
import { listEndDropId, listKey, rowDragId, type DragData } from './drag-ids';
import { OutlineRow, type RowProps } from './OutlineRow.client';
import { useNearView } from './use-near-view.client';
import classes from './Outline.module.css';

type ListProps = Omit<RowProps, 'node' | 'index'> & { nodes: readonly BlockNode[]; emptyText: string };

/** The space after a list's last block: dropping here puts a block last (or first, in an empty list). */
function ListEnd({ list, length, emptyText, near }: { list: ListProps['list']; length: number; emptyText: string; near: ListProps['near'] }) {
  const data: DragData = { target: { kind: 'end', list, length } };
  const place = useRef<HTMLLIElement>(null);
  const nearView = useNearView(place, near);
  return (
    <>
      <li ref={place} className={classes.end} data-empty={length === 0 || undefined}>
        {length === 0 ? emptyText : <span className={classes.endHint}>Drop here to put a block last</span>}
      </li>
      {/* After the place, so its ref is set when the binding's layout effects run. */}
      {nearView ? <DropPlaceBinding id={listEndDropId(list)} data={data} place={place} /> : null}
    </>
  );
}

/**
 * The rows' drag ids, as the same array while they are the same ids: a new
 * items array makes every row in the context re-render, and typing in one
 * block's field gives its list a new nodes array with the same ids.
 */
function useStableItems(nodes: readonly BlockNode[]): string[] {
  const previous = useRef<string[]>([]);
  const next = nodes.map((node) => rowDragId(node.id));
  const same = next.length === previous.current.length && next.every((id, i) => id === previous.current[i]);
  if (!same) previous.current = next;
  return previous.current;
}

/** One list of blocks (a page, the header or footer, a container's slot) as a sortable drop list. */
export const OutlineList = memo(function OutlineList(props: ListProps) {
  const { nodes, list, emptyText, near } = props;
  const items = useStableItems(nodes);
  return (
    <SortableContext id={listKey(list)} items={items} strategy={verticalListSortingStrategy}>
      <ul className={classes.list}>
        {nodes.map((node, index) => (
          <OutlineRow key={node.id} list={list} node={node} index={index} canPaste={props.canPaste} onSelect={props.onSelect} onAction={props.onAction} near={near} />
        ))}
        <ListEnd list={list} length={nodes.length} emptyText={emptyText} near={near} />
      </ul>
    </SortableContext>
  );
});
