'use client';

import { Fragment, memo, type ReactNode, useEffect, useRef, useSyncExternalStore } from 'react';
import type { CanvasBlockData } from '../../schemas/api/canvas-block-data';
import type { BlockNode } from '../../schemas/block-node';
import type { SiteContext } from '../../runtime/block-types';
import type { BlockRegistry } from '../../runtime/registry';
import { EditorNote } from '../../runtime/render/EditorNote';
import { renderBlock } from '../../runtime/render/render-blocks';
import type { BlockDataStore } from './block-data-store';
import { EMPTY_SLOT_ATTRIBUTE } from './canvas-point';
import type { InlineEditStore } from './inline-edit-store';

/** What every block of the canvas renders with; a new one only when the site around the blocks changes. */
export interface LiveCanvasContext {
  registry: BlockRegistry;
  site: SiteContext;
  store: BlockDataStore;
  /** Which block is being edited in place on the canvas (inline-edit-store.ts). */
  edits: InlineEditStore;
}

const NO_DATA_NEEDED: CanvasBlockData = { ok: true, data: null, reads: [] };

const logToConsole = (message: string, error?: unknown) => console.error(message, error ?? '');

/** The block's data for its props now; asked for when the canvas does not have it. */
function useBlockData(context: LiveCanvasContext, node: BlockNode): CanvasBlockData | undefined {
  const needsData = context.registry.get(node.type)?.load !== undefined;
  const read = () => (needsData ? context.store.read(node) : NO_DATA_NEEDED);
  const result = useSyncExternalStore(context.store.subscribe, read, read);
  useEffect(() => {
    if (result === undefined) context.store.request(node);
  }, [result, node, context.store]);
  return result;
}

/**
 * One block of the draft in the canvas, rendered by the site's own component
 * as on the server. Memoised on its node: an edit gives a new node to the
 * edited block and to the blocks whose slots hold it, so only those render
 * again; every other block of the page is left as it is.
 */
/** A container's empty slot, in the canvas only: a place to drop blocks on, which shoppers never see empty. */
function EmptySlot({ blockId, slot }: { blockId: string; slot: string }) {
  return (
    <div
      {...{ [EMPTY_SLOT_ATTRIBUTE]: `${blockId} ${slot}` }}
      style={{ padding: 16, border: '2px dashed #495057', borderRadius: 4, color: '#343a40', background: '#f8f9fa', textAlign: 'center', fontSize: 14 }}
    >
      Empty: drag a block here
    </div>
  );
}

// Named apart from the memoised export, which the slots below must render: inside a function named
// LiveBlock, that name would be the function itself, and every block in a slot would render again.
export const LiveBlock = memo(function OneBlock({ node, context }: { node: BlockNode; context: LiveCanvasContext }): ReactNode {
  const result = useBlockData(context, node) ?? context.store.last(node.id);
  const beingEdited = useSyncExternalStore(
    context.edits.subscribe,
    () => context.edits.editing() === node.id,
    () => false,
  );
  const generation = useSyncExternalStore(
    context.edits.subscribe,
    () => context.edits.generation(node.id),
    () => 0,
  );
  const drawn = useRef<ReactNode>(null);
  // The browser owns the block's text while it is edited in place: the same element again leaves its DOM alone.
  if (beingEdited && drawn.current) return drawn.current;
  const definition = context.registry.get(node.type);
  if (!result) {
    return (
      <div aria-busy="true">
        <EditorNote site={context.site}>{`Loading ${definition?.label ?? 'block'}…`}</EditorNote>
      </div>
    );
  }
  if (!result.ok) {
    return (
      <EditorNote site={context.site} tone="problem">
        {result.message}
      </EditorNote>
    );
  }
  const slots: Record<string, ReactNode> = {};
  for (const slot of definition?.slots ?? []) {
    const children = node.slots?.[slot] ?? [];
    slots[slot] = children.length > 0 ? children.map((child) => <LiveBlock key={child.id} node={child} context={context} />) : <EmptySlot blockId={node.id} slot={slot} />;
  }
  // Keyed by its finished edits: after one, the block is drawn fresh rather than over the DOM the typing changed.
  drawn.current = <Fragment key={generation}>{renderBlock(node, context.registry, context.site, { ok: true, data: result.data ?? undefined }, slots, logToConsole)}</Fragment>;
  return drawn.current;
});
