import { enablePatches, type Patch } from 'immer';
import type { EditorSelection } from './selection';

// Undo steps are immer patches: whoever records or replays them needs the plugin.
enablePatches();

/** Changes with the same key closer together than this make one undo step (typing a word). */
export const COALESCE_WINDOW_MS = 1000;
/** Older steps are forgotten past this many, so a long session keeps a bounded history. */
export const HISTORY_LIMIT = 200;

/** One undo step: immer patches both ways, never a copy of the document. */
export interface HistoryEntry {
  label: string;
  patches: Patch[];
  inversePatches: Patch[];
  coalesceKey?: string;
  /** When the step last grew, in ms (the editor's clock). */
  at: number;
  /** Restored by undo. */
  selectionBefore: EditorSelection;
  /** Restored by redo: the selection when the step was undone. */
  selectionAfter: EditorSelection;
  /** Set once a step has been undone or redone: later typing starts a new step. */
  sealed?: boolean;
}

export interface EditorHistory {
  /** Oldest first; the last entry is the next to undo. */
  past: HistoryEntry[];
  /** The last entry is the next to redo. */
  future: HistoryEntry[];
}

export const EMPTY_HISTORY: EditorHistory = { past: [], future: [] };

function samePath(a: Patch, b: Patch): boolean {
  return a.path.length === b.path.length && a.path.every((segment, i) => segment === b.path[i]);
}

/** Both steps only overwrite the same values: the newer one alone says where they end up. */
function overwritesSameValues(earlier: readonly Patch[], later: readonly Patch[]): boolean {
  return (
    earlier.length === later.length &&
    [...earlier, ...later].every((patch) => patch.op === 'replace') &&
    later.every((patch) => earlier.some((previous) => samePath(previous, patch))) &&
    earlier.every((patch) => later.some((next) => samePath(next, patch)))
  );
}

function canCoalesce(history: EditorHistory, entry: HistoryEntry): HistoryEntry | undefined {
  const last = history.past.at(-1);
  if (!last || last.sealed || history.future.length > 0) return undefined;
  if (entry.coalesceKey === undefined || last.coalesceKey !== entry.coalesceKey) return undefined;
  return entry.at - last.at <= COALESCE_WINDOW_MS ? last : undefined;
}

/**
 * The history after a new change: merged into the previous step when it has
 * the same key within the window, the redo stack cleared, the oldest step
 * dropped past the limit.
 */
export function recordChange(history: EditorHistory, entry: HistoryEntry): EditorHistory {
  const last = canCoalesce(history, entry);
  if (last) {
    const merged: HistoryEntry = {
      ...last,
      label: entry.label,
      at: entry.at,
      patches: overwritesSameValues(last.patches, entry.patches) ? entry.patches : [...last.patches, ...entry.patches],
      inversePatches: overwritesSameValues(last.patches, entry.patches) ? last.inversePatches : [...entry.inversePatches, ...last.inversePatches],
    };
    return { past: [...history.past.slice(0, -1), merged], future: [] };
  }
  const past = [...history.past, entry];
  return { past: past.length > HISTORY_LIMIT ? past.slice(past.length - HISTORY_LIMIT) : past, future: [] };
}
