import { Fragment, Suspense, type ReactNode } from 'react';
import type { BlockNode } from '../../schemas/block-node';
import type { LoadContext, SiteContext } from '../block-types';
import type { BlockRegistry } from '../registry';
import { blocksInTree } from '../site-document/block-tree';
import { BlockBoundary } from './BlockBoundary.client';
import { EditorNote } from './EditorNote';
import { runAtMost } from './run-at-most';
import { AfterTurns, turnOf, turnStarted, type RenderTurns } from './render-turns';

/** A block's loaded data, or that its loader failed. */
export type LoadedBlockData = { ok: true; data: unknown } | { ok: false };

export type LoadedData = ReadonlyMap<string, LoadedBlockData>;

export type BlockLogger = (message: string, error?: unknown) => void;

const logToServer: BlockLogger = (message, error) => console.error(message, error ?? '');

/**
 * How many of one page's loaders query at the same time. Every dealer's
 * pages share the database: a page full of stock carousels waits its turn
 * here instead of taking every connection while other dealers' shoppers wait.
 */
export const MAX_LOADS_AT_ONCE = 4;

/**
 * Runs the loaders of the given blocks, MAX_LOADS_AT_ONCE at a time; blocks
 * of one type with the same props share one load (a loader is a function of
 * its props and the site). A failed loader fails only its own blocks.
 */
export async function loadBlockData(nodes: readonly BlockNode[], registry: BlockRegistry, ctx: LoadContext, log: BlockLogger = logToServer): Promise<LoadedData> {
  const loads = new Map<string, { run: () => Promise<unknown>; ids: string[]; label: string }>();
  for (const node of blocksInTree(nodes)) {
    const load = registry.get(node.type)?.load;
    if (!load) continue;
    const key = `${node.type}\u0000${JSON.stringify(node.props)}`;
    const shared = loads.get(key);
    if (shared) shared.ids.push(node.id);
    else loads.set(key, { run: () => load(node.props, ctx), ids: [node.id], label: `Block ${node.type} "${node.id}"` });
  }
  const results = new Map<string, LoadedBlockData>();
  const jobs = [...loads.values()].map((load) => async () => {
    let result: LoadedBlockData;
    try {
      result = { ok: true, data: await load.run() };
    } catch (error) {
      log(`${load.label}: its data could not be loaded`, error);
      result = { ok: false };
    }
    for (const id of load.ids) results.set(id, result);
  });
  await runAtMost(MAX_LOADS_AT_ONCE, jobs);
  return results;
}

/**
 * Renders a block tree. Each block is called as a plain function inside a
 * try/catch, so a block that throws while rendering is left out (and logged)
 * while the rest of the page stands; the error boundary around it does the
 * same for its client parts in the browser.
 *
 * A shopper's page has no Suspense boundary per block: React sent each block
 * with a client part as a streamed boundary (a `<template>` in place, its
 * HTML later, moved in by script), so the page showed nothing until React
 * revealed them, and the reveal shifted the whole page (a layout shift of
 * 1.0 measured in Chromium). Without them the page arrives as one piece of
 * HTML that paints as it is parsed. In the editor's canvas, where a draft may
 * be half made, each block keeps its boundary, so a client part that fails
 * while rendering on the server is left out there rather than failing the page.
 *
 * Given `turns` (on the server, one for the whole page), the top-level blocks
 * are rendered a few at a time in turns of the event loop (render-turns.tsx).
 */
export function renderBlocks(
  nodes: readonly BlockNode[],
  registry: BlockRegistry,
  site: SiteContext,
  loaded: LoadedData,
  log: BlockLogger = logToServer,
  turns?: RenderTurns,
): ReactNode {
  if (turns) {
    return nodes.map((node) => {
      const turn = turnOf(turns, node);
      const block = renderBlocks([node], registry, site, loaded, log);
      // The first turn's blocks, the top of the page, are not held back at all.
      return turn === 0 ? (
        <Fragment key={node.id}>{block}</Fragment>
      ) : (
        <AfterTurns key={node.id} started={turnStarted(turns, turn)}>
          {block}
        </AfterTurns>
      );
    });
  }
  return nodes.map((node) => {
    const slots: Record<string, ReactNode> = {};
    for (const slot of registry.get(node.type)?.slots ?? []) {
      slots[slot] = renderBlocks(node.slots?.[slot] ?? [], registry, site, loaded, log);
    }
    return <Fragment key={node.id}>{renderBlock(node, registry, site, loaded.get(node.id), slots, log)}</Fragment>;
  });
}

/**
 * One block, its slots already rendered: the block's component called as a
 * plain function inside a try/catch, in its error boundary. An unknown type,
 * data that could not be loaded or a block that throws gives a quiet note
 * (shown in the editor only). The canvas renders each block with this too.
 */
export function renderBlock(
  node: BlockNode,
  registry: BlockRegistry,
  site: SiteContext,
  result: LoadedBlockData | undefined,
  slots: Readonly<Record<string, ReactNode>>,
  log: BlockLogger = logToServer,
): ReactNode {
  const definition = registry.get(node.type);
  if (!definition) {
    log(`Unknown block type "${node.type}" (block "${node.id}") was left out`);
    return <EditorNote site={site} tone="problem">{`Unknown block type "${node.type}"`}</EditorNote>;
  }
  if (definition.load && !result?.ok) {
    return <EditorNote site={site} tone="problem">{`${definition.label}: its data could not be loaded`}</EditorNote>;
  }
  let rendered: ReactNode;
  try {
    rendered = definition.component({
      id: node.id,
      props: node.props,
      data: result?.ok ? result.data : undefined,
      site,
      slots,
    });
  } catch (error) {
    log(`Block ${node.type} "${node.id}" failed to render and was left out`, error);
    return <EditorNote site={site} tone="problem">{`${definition.label} could not be shown`}</EditorNote>;
  }
  const fallback = (
    <EditorNote site={site} tone="problem">
      {`${definition.label} could not be shown`}
    </EditorNote>
  );
  return (
    <BlockBoundary type={node.type} id={node.id} fallback={fallback}>
      {site.mode === 'editor' ? <Suspense fallback={null}>{rendered}</Suspense> : rendered}
    </BlockBoundary>
  );
}
