import type { CanvasBlockData } from '../../schemas/api/canvas-block-data';
import type { BlockNode } from '../../schemas/block-node';

/** One block's data as the canvas got it: for blocks of its type whose props read by the loader had these values. */
export interface CanvasDataEntry {
  type: string;
  props: Readonly<Record<string, unknown>>;
  result: CanvasBlockData;
}

/** Asks the server for blocks' data, in the order of the ids given. */
export type FetchCanvasData = (blockIds: string[]) => Promise<CanvasBlockData[]>;

type Props = Readonly<Record<string, unknown>>;

/** The values of the props a loader read, as one text: two blocks with equal ones share their data. */
function readValues(reads: readonly string[], props: Props): string {
  return JSON.stringify(reads.map((name) => props[name] ?? null));
}

/**
 * The canvas's cache of blocks' server-loaded data (stock, promotions,
 * directories), kept by block type and the values of the props each loader
 * read: an edit to a block's heading finds its data here, an edit to its
 * filters does not and asks the server for it, once, for every block asked
 * in the same moment. While a block's new data is on its way it keeps
 * showing the last it had.
 */
export function createBlockDataStore(initial: readonly CanvasDataEntry[], fetchData: FetchCanvasData) {
  // By block type, then by which props the loader read, then by their values.
  const byType = new Map<string, Map<string, { reads: readonly string[]; byValues: Map<string, CanvasBlockData> }>>();
  const lastByBlock = new Map<string, CanvasBlockData>();
  const asked = new Map<string, BlockNode>();
  const listeners = new Set<() => void>();
  let flushing = false;

  function put(entry: CanvasDataEntry): void {
    const byReads = byType.get(entry.type) ?? new Map();
    byType.set(entry.type, byReads);
    const { reads } = entry.result;
    const readsKey = reads.join('\u0000');
    const group = byReads.get(readsKey) ?? { reads, byValues: new Map<string, CanvasBlockData>() };
    byReads.set(readsKey, group);
    group.byValues.set(readValues(reads, entry.props), entry.result);
  }

  function find(node: BlockNode): CanvasBlockData | undefined {
    const byReads = byType.get(node.type);
    if (!byReads) return undefined;
    const props = node.props ?? {};
    for (const { reads, byValues } of byReads.values()) {
      const found = byValues.get(readValues(reads, props));
      if (found) return found;
    }
    return undefined;
  }

  function notify(): void {
    for (const listener of listeners) listener();
  }

  async function flush(): Promise<void> {
    const nodes = [...asked.values()];
    asked.clear();
    flushing = false;
    let results: CanvasBlockData[];
    try {
      results = await fetchData(nodes.map((node) => node.id));
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : 'The server could not be reached.';
      results = nodes.map(() => ({ ok: false, reads: [], message: `This block’s data could not be loaded: ${message} It is asked for again at the next change.` }));
    }
    nodes.forEach((node, index) => {
      const result = results[index];
      if (!result) return;
      // A failure of the connection is not kept: the block asks again when next edited.
      if (result.ok || result.reads.length > 0) put({ type: node.type, props: node.props ?? {}, result });
      lastByBlock.set(node.id, result);
    });
    notify();
  }

  for (const entry of initial) put(entry);

  return {
    /** The block's data for its props as they are now, if the canvas has it. */
    read(node: BlockNode): CanvasBlockData | undefined {
      const found = find(node);
      if (found) lastByBlock.set(node.id, found);
      return found;
    },
    /** What the block showed last, while its data for new props is on its way. */
    last(blockId: string): CanvasBlockData | undefined {
      return lastByBlock.get(blockId);
    },
    /** Asks for the block's data; blocks asked in the same moment go in one request. */
    request(node: BlockNode): void {
      asked.set(node.id, node);
      if (flushing) return;
      flushing = true;
      queueMicrotask(() => void flush());
    },
    /** Forgets every block's data (the site's settings changed, which loaders read), keeping what each showed last. */
    forgetAll(): void {
      byType.clear();
      notify();
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type BlockDataStore = ReturnType<typeof createBlockDataStore>;
