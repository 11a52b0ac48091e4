import { blockShortcut, historyShortcut, isEditorShortcut } from './editor-keys';

const press = (key: string, code: string, modifiers: Partial<Record<'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey', boolean>> = {}) => ({
  key,
  code,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...modifiers,
});

describe('editor keys', () => {
  it('Delete and Backspace delete the selected block; Ctrl or Cmd with D, C, V duplicate, copy and paste', () => {
    expect(blockShortcut(press('Delete', 'Delete'))).toBe('delete');
    expect(blockShortcut(press('Backspace', 'Backspace'))).toBe('delete');
    expect(blockShortcut(press('d', 'KeyD', { ctrlKey: true }))).toBe('duplicate');
    expect(blockShortcut(press('c', 'KeyC', { metaKey: true }))).toBe('copy');
    expect(blockShortcut(press('v', 'KeyV', { ctrlKey: true }))).toBe('paste');
  });

  it('by key position too, for keyboards whose letters are elsewhere', () => {
    expect(blockShortcut(press('в', 'KeyD', { ctrlKey: true }))).toBe('duplicate');
  });

  it('plain letters, Shift and Alt combinations are no shortcut', () => {
    expect(blockShortcut(press('d', 'KeyD'))).toBeNull();
    expect(blockShortcut(press('D', 'KeyD', { ctrlKey: true, shiftKey: true }))).toBeNull();
    expect(blockShortcut(press('Delete', 'Delete', { altKey: true }))).toBeNull();
    expect(blockShortcut(press('x', 'KeyX', { ctrlKey: true }))).toBeNull();
  });

  it('the canvas passes on exactly the presses the editor acts on', () => {
    expect(isEditorShortcut(press('z', 'KeyZ', { ctrlKey: true }))).toBe(true);
    expect(isEditorShortcut(press('Delete', 'Delete'))).toBe(true);
    expect(isEditorShortcut(press('a', 'KeyA'))).toBe(false);
    expect(historyShortcut(press('Delete', 'Delete'))).toBeNull();
  });
});
