import type { CanvasBlockData } from '../../schemas/api/canvas-block-data';
import type { LoadContext } from '../block-types';
import type { BlockRegistry } from '../registry';
import { MAX_LOADS_AT_ONCE, type BlockLogger } from './render-blocks';
import { propsNotingReads } from './props-read';
import { runAtMost } from './run-at-most';

/** A block whose data the canvas asks for: its type and props as the draft has them. */
export interface CanvasBlockAsked {
  type: string;
  props: Record<string, unknown>;
}

/** Data that survives the trip to the browser as it will arrive there: as JSON (a Date becomes its ISO text). */
function asJson(data: unknown): unknown {
  return data === undefined ? null : JSON.parse(JSON.stringify(data));
}

/**
 * Each block's data with the props its loader read: the canvas keeps it
 * until one of those changes. Runs the loaders of the blocks asked, MAX_LOADS_AT_ONCE at a time like a
 * page does, each with props that note what it reads. A block of a type
 * without a loader has no data (null); a failed or unknown one fails alone.
 */
export async function loadCanvasBlockData(
  asked: readonly CanvasBlockAsked[],
  registry: BlockRegistry,
  ctx: LoadContext,
  log: BlockLogger = (message, error) => console.error(message, error ?? ''),
): Promise<CanvasBlockData[]> {
  const jobs = asked.map(({ type, props }) => async (): Promise<CanvasBlockData> => {
    const definition = registry.get(type);
    if (!definition) return { ok: false, reads: [], message: `Unknown block type "${type}"` };
    if (!definition.load) return { ok: true, data: null, reads: [] };
    const noted = propsNotingReads(props);
    try {
      const data = await definition.load(noted.props, ctx);
      return { ok: true, data: asJson(data), reads: noted.reads() };
    } catch (error) {
      log(`Block ${type} in the editor's canvas: its data could not be loaded`, error);
      return { ok: false, reads: noted.reads(), message: `${definition.label}: its data could not be loaded` };
    }
  });
  return runAtMost(MAX_LOADS_AT_ONCE, jobs);
}
