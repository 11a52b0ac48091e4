'use client';

import { useSetAtom, useStore } from 'jotai';
import { useEffect } from 'react';
import { useBlockActions } from '../outline/use-block-actions.client';
import { redoAtom, undoAtom } from '../state/editor-store';
import { selectedBlockIdAtom } from '../state/selectors';
import { blockShortcut, historyShortcut, isTyping } from './editor-keys';

/** Text the marketer has selected on the page: Ctrl+C then copies that text, as anywhere else. */
const selectsText = () => (window.getSelection()?.toString() ?? '') !== '';

/**
 * The editor's keys, anywhere in the editor window (and on the canvas,
 * which passes its keys on) except while typing in a text field, where they
 * undo and copy the typing instead: undo and redo, and Delete, duplicate,
 * copy and paste on the selected block.
 */
export function useEditorShortcuts(): void {
  const undo = useSetAtom(undoAtom);
  const redo = useSetAtom(redoAtom);
  // The selection is read when a key is pressed: the shell that holds these keys re-renders on no selection.
  const store = useStore();
  const act = useBlockActions();
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || isTyping(event.target)) return;
      const history = historyShortcut(event);
      if (history) {
        event.preventDefault();
        if (history === 'undo') undo();
        else redo();
        return;
      }
      const action = blockShortcut(event);
      const selected = store.get(selectedBlockIdAtom);
      if (!action || !selected || (action === 'copy' && selectsText())) return;
      event.preventDefault();
      act(action, selected);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [undo, redo, store, act]);
}
