/**
 * Which block of the canvas is being edited in place, and how many times
 * each block has been. While a block is edited the browser owns its text, so
 * the canvas leaves the block as it is (LiveBlock returns its last element);
 * once the edit ends the block starts again under a new key, drawn fresh
 * from the draft. Read per block, so starting an edit renders no other block.
 */
export interface InlineEditStore {
  subscribe: (listener: () => void) => () => void;
  /** The block being edited, if any. */
  editing: () => string | undefined;
  /** How many edits of the block have ended: the key its content is drawn under. */
  generation: (blockId: string) => number;
  start: (blockId: string) => void;
  end: () => void;
}

export function createInlineEditStore(): InlineEditStore {
  const listeners = new Set<() => void>();
  const generations = new Map<string, number>();
  let editing: string | undefined;
  const changed = () => {
    for (const listener of listeners) listener();
  };
  return {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    editing: () => editing,
    generation: (blockId) => generations.get(blockId) ?? 0,
    start: (blockId) => {
      editing = blockId;
      changed();
    },
    end: () => {
      if (editing === undefined) return;
      generations.set(editing, (generations.get(editing) ?? 0) + 1);
      editing = undefined;
      changed();
    },
  };
}
