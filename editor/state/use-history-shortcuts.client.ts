'use client';

import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { redoAtom, undoAtom } from './editor-store';

/** Input types where typing happens, so the browser's own undo of the text applies. */
const TEXT_INPUT_TYPES = new Set(['text', 'search', 'url', 'tel', 'email', 'password', 'number', 'date', 'datetime-local', 'time', 'month', 'week']);

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  // A read-only field (such as a select's combobox input) has no typing of its own to undo.
  if (target instanceof HTMLTextAreaElement) return !target.readOnly;
  if (target instanceof HTMLInputElement) return TEXT_INPUT_TYPES.has(target.type) && !target.readOnly;
  return target.isContentEditable;
}

export type HistoryShortcut = 'undo' | 'redo' | null;

/** Ctrl/Cmd+Z undoes; Ctrl/Cmd+Shift+Z and Ctrl+Y redo. `code` keeps them working on keyboards whose Z is elsewhere. */
export function historyShortcut(event: Pick<KeyboardEvent, 'key' | 'code' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>): HistoryShortcut {
  if (event.altKey || !(event.ctrlKey || event.metaKey)) return null;
  const key = event.key.toLowerCase();
  if (key === 'z' || event.code === 'KeyZ') return event.shiftKey ? 'redo' : 'undo';
  if ((key === 'y' || event.code === 'KeyY') && event.ctrlKey && !event.shiftKey) return 'redo';
  return null;
}

/**
 * The editor's undo and redo keys, anywhere in the editor window except
 * while typing in a text field, where they undo the typing instead.
 */
export function useHistoryShortcuts(): void {
  const undo = useSetAtom(undoAtom);
  const redo = useSetAtom(redoAtom);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || isTyping(event.target)) return;
      const shortcut = historyShortcut(event);
      if (!shortcut) return;
      event.preventDefault();
      if (shortcut === 'undo') undo();
      else redo();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [undo, redo]);
}
