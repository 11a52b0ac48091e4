'use client';

import { useSetAtom, useStore } from 'jotai';
import { useCallback } from 'react';
import { blockListAt } from '../document/find-block';
import { blockLabel, duplicateBlock, findBlock, moveBlock, pasteBlocks, removeBlock } from '../document/operations';
import { documentAtom, selectionAtom } from '../state/editor-store';
import { registryAtom } from '../state/registry';
import { editorNoticeAtom } from '../shell/notice';
import { useEditorChange } from '../shell/use-editor-change.client';
import { blockClipboardAtom } from './clipboard';

export type BlockAction = 'duplicate' | 'copy' | 'paste' | 'delete' | 'move-up' | 'move-down';

/**
 * What a marketer can do to one block: duplicate it, copy it, paste the
 * copied blocks after it, delete it, or move it one place up or down in its
 * list. The first four from the outline's row menu and from the keyboard
 * (Ctrl+D, Ctrl+C, Ctrl+V, Delete), in the editor or on the canvas; the
 * selected block's action bar on the canvas moves, duplicates and deletes.
 * Each is one undo step and is said in the live region. Returns whether the
 * action was taken.
 */
export function useBlockActions(): (action: BlockAction, blockId: string) => boolean {
  // Read from the store when used, not subscribed to: whoever holds the actions re-renders on neither a copy nor a selection.
  const store = useStore();
  const setSelection = useSetAtom(selectionAtom);
  const notify = useSetAtom(editorNoticeAtom);
  const apply = useEditorChange();
  return useCallback(
    (action, blockId) => {
      const found = findBlock(store.get(documentAtom), blockId);
      if (!found) return false;
      const { node, list, index } = found;
      const label = blockLabel(store.get(registryAtom), node.type);
      switch (action) {
        case 'duplicate': {
          let copyId: string | undefined;
          const done = apply({
            label: `Duplicate ${label}`,
            recipe: (draft) => {
              copyId = duplicateBlock(draft, node.id);
            },
          });
          if (!done.ok || !copyId) return false;
          setSelection((current) => ({ ...current, blockId: copyId ?? null }));
          notify({ tone: 'info', message: `Duplicated ${label}.` });
          return true;
        }
        case 'copy':
          store.set(blockClipboardAtom, [structuredClone(node)]);
          notify({ tone: 'info', message: `Copied ${label}. Paste it after any block, on any page.` });
          return true;
        case 'paste': {
          const clipboard = store.get(blockClipboardAtom);
          if (clipboard.length === 0) {
            notify({ tone: 'info', message: 'Nothing is copied yet: copy a block first.' });
            return false;
          }
          const done = apply({ label: 'Paste blocks', recipe: (draft) => void pasteBlocks(store.get(registryAtom), draft, list, index + 1, clipboard) });
          if (done.ok) notify({ tone: 'info', message: `Pasted after ${label}.` });
          return done.ok;
        }
        case 'move-up':
        case 'move-down': {
          const up = action === 'move-up';
          const length = blockListAt(store.get(documentAtom), list).length;
          if (up ? index === 0 : index === length - 1) {
            notify({ tone: 'info', message: `${label} is already the ${up ? 'first' : 'last'} block here.` });
            return false;
          }
          // moveBlock counts the place without the block: one down is index + 1 once it has left index.
          const done = apply({ label: `Move ${label}`, recipe: (draft) => moveBlock(store.get(registryAtom), draft, node.id, list, up ? index - 1 : index + 1) });
          if (done.ok) notify({ tone: 'info', message: `Moved ${label} ${up ? 'up' : 'down'}.` });
          return done.ok;
        }
        case 'delete': {
          const done = apply({ label: `Delete ${label}`, recipe: (draft) => removeBlock(draft, node.id) });
          if (!done.ok) return false;
          setSelection((current) => (current.blockId === node.id ? { ...current, blockId: null } : current));
          notify({ tone: 'info', message: `Deleted ${label}. Undo brings it back.` });
          return true;
        }
      }
    },
    [apply, notify, setSelection, store],
  );
}
