import type { Patch } from 'immer';
import { applyPatches } from 'immer';
import { describe, expect, it } from 'vitest';
import { COALESCE_WINDOW_MS, EMPTY_HISTORY, HISTORY_LIMIT, recordChange, type HistoryEntry } from './history';

const selection = { pageId: 'home', blockId: 'card' };

function entry(at: number, patches: Patch[], inversePatches: Patch[], coalesceKey?: string): HistoryEntry {
  return { label: 'Edit', at, patches, inversePatches, coalesceKey, selectionBefore: selection, selectionAfter: selection };
}

describe('recordChange', () => {
  it('editor undo: steps of the same key that add and then change a field merge into one step that undoes both', () => {
    const base = { props: {} as Record<string, unknown> };
    const add = entry(0, [{ op: 'add', path: ['props', 'start'], value: '2' }], [{ op: 'remove', path: ['props', 'start'] }], 'start');
    const replace = entry(COALESCE_WINDOW_MS, [{ op: 'replace', path: ['props', 'start'], value: '20' }], [{ op: 'replace', path: ['props', 'start'], value: '2' }], 'start');
    const history = recordChange(recordChange(EMPTY_HISTORY, add), replace);
    expect(history.past).toHaveLength(1);
    const [step] = history.past;
    const after = applyPatches(base, step.patches);
    expect(after).toEqual({ props: { start: '20' } });
    expect(applyPatches(after, step.inversePatches)).toEqual(base);
  });

  it('editor undo: a step just past the window, or without a key, stays separate', () => {
    const patch: Patch[] = [{ op: 'replace', path: ['title'], value: 'a' }];
    const late = recordChange(recordChange(EMPTY_HISTORY, entry(0, patch, patch, 'title')), entry(COALESCE_WINDOW_MS + 1, patch, patch, 'title'));
    expect(late.past).toHaveLength(2);
    const unkeyed = recordChange(recordChange(EMPTY_HISTORY, entry(0, patch, patch)), entry(1, patch, patch));
    expect(unkeyed.past).toHaveLength(2);
  });

  it('editor undo: the history keeps at most its limit of steps, dropping the oldest', () => {
    let history = EMPTY_HISTORY;
    for (let n = 0; n < HISTORY_LIMIT + 1; n++) history = recordChange(history, { ...entry(n * 10_000, [], []), label: `step ${n}` });
    expect(history.past).toHaveLength(HISTORY_LIMIT);
    expect(history.past[0].label).toBe('step 1');
  });
});
