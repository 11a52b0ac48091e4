import type { BlockAction } from '../outline/use-block-actions.client';

/**
 * The editor's keyboard shortcuts as plain functions of a key press, shared
 * by the editor window and the canvas frame, which passes its presses on.
 */

/** Input types where typing happens, so the browser's own undo of the text applies. */
const TEXT_INPUT_TYPES = new Set(['text', 'search', 'url', 'tel', 'email', 'password', 'number', 'date', 'datetime-local', 'time', 'month', 'week']);

export function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  // A read-only field (such as a select's combobox input) has no typing of its own to undo.
  if (target instanceof HTMLTextAreaElement) return !target.readOnly;
  if (target instanceof HTMLInputElement) return TEXT_INPUT_TYPES.has(target.type) && !target.readOnly;
  return target.isContentEditable;
}

export type ShortcutKeys = Pick<KeyboardEvent, 'key' | 'code' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>;

export type HistoryShortcut = 'undo' | 'redo' | null;

/** Ctrl/Cmd+Z undoes; Ctrl/Cmd+Shift+Z and Ctrl+Y redo. `code` keeps them working on keyboards whose Z is elsewhere. */
export function historyShortcut(event: ShortcutKeys): HistoryShortcut {
  if (event.altKey || !(event.ctrlKey || event.metaKey)) return null;
  const key = event.key.toLowerCase();
  if (key === 'z' || event.code === 'KeyZ') return event.shiftKey ? 'redo' : 'undo';
  if ((key === 'y' || event.code === 'KeyY') && event.ctrlKey && !event.shiftKey) return 'redo';
  return null;
}

/** Delete (or Backspace) deletes the selected block; Ctrl/Cmd+D duplicates it, Ctrl/Cmd+C copies it and Ctrl/Cmd+V pastes after it. */
export function blockShortcut(event: ShortcutKeys): BlockAction | null {
  if (event.altKey || event.shiftKey) return null;
  const command = event.ctrlKey || event.metaKey;
  if (!command) return event.key === 'Delete' || event.key === 'Backspace' ? 'delete' : null;
  const key = event.key.toLowerCase();
  if (key === 'd' || event.code === 'KeyD') return 'duplicate';
  if (key === 'c' || event.code === 'KeyC') return 'copy';
  if (key === 'v' || event.code === 'KeyV') return 'paste';
  return null;
}

/** A press the editor acts on: the canvas passes these on to the editor window. */
export const isEditorShortcut = (event: ShortcutKeys) => historyShortcut(event) !== null || blockShortcut(event) !== null;
