import { fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'jotai';
import { describe, expect, it } from 'vitest';
import { findBlock, removeBlock } from '../document/operations';
import { editorTestDocument } from '../document/test-support/editor-documents';
import { changeDocumentAtom, createEditorStore, documentAtom, selectionAtom } from '../state/editor-store';
import { useEditorShortcuts } from './use-editor-shortcuts.client';
import { registry } from '../../blocks';

function ShortcutsHost() {
  useEditorShortcuts();
  return (
    <form>
      <label>
        Title <input type="text" />
      </label>
      <label>
        Text <textarea />
      </label>
      <label>
        Hidden <input type="checkbox" />
      </label>
      <label>
        Block type <input type="text" readOnly value="Promo card" />
      </label>
      <button type="button">Publish</button>
    </form>
  );
}

function setUp() {
  const store = createEditorStore(registry, editorTestDocument());
  store.set(changeDocumentAtom, { label: 'Delete Hero banner', recipe: (d) => removeBlock(d, 'home-hero') });
  render(
    <Provider store={store}>
      <ShortcutsHost />
    </Provider>,
  );
  const heroExists = () => findBlock(store.get(documentAtom), 'home-hero') !== undefined;
  return { heroExists };
}

describe('useEditorShortcuts', () => {
  it.each([
    ['Ctrl', { ctrlKey: true }],
    ['Cmd', { metaKey: true }],
  ])('editor undo: %s+Z undoes and %s+Shift+Z redoes', (_name, modifier) => {
    const { heroExists } = setUp();
    const button = screen.getByRole('button', { name: 'Publish' });
    expect(heroExists()).toBe(false);
    fireEvent.keyDown(button, { key: 'z', code: 'KeyZ', ...modifier });
    expect(heroExists()).toBe(true);
    fireEvent.keyDown(button, { key: 'Z', code: 'KeyZ', shiftKey: true, ...modifier });
    expect(heroExists()).toBe(false);
  });

  it('editor undo: Ctrl+Y redoes', () => {
    const { heroExists } = setUp();
    fireEvent.keyDown(document.body, { key: 'z', code: 'KeyZ', ctrlKey: true });
    expect(heroExists()).toBe(true);
    fireEvent.keyDown(document.body, { key: 'y', code: 'KeyY', ctrlKey: true });
    expect(heroExists()).toBe(false);
  });

  it("editor undo: the shortcut's browser default is prevented when the editor handles it", () => {
    setUp();
    const event = new KeyboardEvent('keydown', { key: 'z', code: 'KeyZ', ctrlKey: true, bubbles: true, cancelable: true });
    document.body.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });

  it("editor undo: ignored while typing in a text input or textarea, where the browser's own undo applies", () => {
    const { heroExists } = setUp();
    const input = screen.getByLabelText('Title');
    input.focus();
    const event = new KeyboardEvent('keydown', { key: 'z', code: 'KeyZ', ctrlKey: true, bubbles: true, cancelable: true });
    input.dispatchEvent(event);
    expect(heroExists()).toBe(false);
    expect(event.defaultPrevented).toBe(false);
    fireEvent.keyDown(screen.getByLabelText('Text'), { key: 'z', code: 'KeyZ', metaKey: true });
    expect(heroExists()).toBe(false);
    fireEvent.keyDown(screen.getByLabelText('Hidden'), { key: 'z', code: 'KeyZ', ctrlKey: true });
    expect(heroExists()).toBe(true);
  });

  it('editor undo: works from a read-only field such as a select, which has no typing to undo', () => {
    const { heroExists } = setUp();
    fireEvent.keyDown(screen.getByLabelText('Block type'), { key: 'z', code: 'KeyZ', ctrlKey: true });
    expect(heroExists()).toBe(true);
  });

  it('editor undo: other keys and Alt combinations do nothing', () => {
    const { heroExists } = setUp();
    fireEvent.keyDown(document.body, { key: 'z', code: 'KeyZ' });
    fireEvent.keyDown(document.body, { key: 'z', code: 'KeyZ', ctrlKey: true, altKey: true });
    fireEvent.keyDown(document.body, { key: 'x', code: 'KeyX', ctrlKey: true });
    expect(heroExists()).toBe(false);
  });

  describe('block keys on the selected block (issue: no Delete, duplicate or copy/paste keys)', () => {
    function withSelection(blockId: string | null) {
      const store = createEditorStore(registry, editorTestDocument());
      store.set(selectionAtom, (current) => ({ ...current, blockId }));
      render(
        <Provider store={store}>
          <ShortcutsHost />
        </Provider>,
      );
      const pageBlocks = () => store.get(documentAtom).pages[0].blocks.map((block) => block.type);
      return { store, pageBlocks };
    }

    it('Delete deletes the selected block, one undo step; Ctrl+Z brings it back', () => {
      const { store, pageBlocks } = withSelection('home-hero');
      const before = pageBlocks();
      fireEvent.keyDown(document.body, { key: 'Delete', code: 'Delete' });
      expect(findBlock(store.get(documentAtom), 'home-hero')).toBeUndefined();
      expect(store.get(selectionAtom).blockId).toBeNull();
      fireEvent.keyDown(document.body, { key: 'z', code: 'KeyZ', ctrlKey: true });
      expect(pageBlocks()).toEqual(before);
    });

    it('Ctrl+D duplicates the selected block after it and selects the copy', () => {
      const { store, pageBlocks } = withSelection('home-hero');
      const before = pageBlocks();
      fireEvent.keyDown(document.body, { key: 'd', code: 'KeyD', ctrlKey: true });
      expect(pageBlocks()).toEqual([before[0], 'hero-banner', ...before.slice(1)]);
      const copy = store.get(selectionAtom).blockId;
      expect(copy).not.toBe('home-hero');
      expect(findBlock(store.get(documentAtom), copy!)).toMatchObject({ node: { type: 'hero-banner' }, index: 1 });
    });

    it('Cmd+C copies the selected block and Cmd+V pastes it after the selected block', () => {
      const { store, pageBlocks } = withSelection('home-hero');
      const before = pageBlocks();
      fireEvent.keyDown(document.body, { key: 'c', code: 'KeyC', metaKey: true });
      expect(pageBlocks()).toEqual(before);
      fireEvent.keyDown(document.body, { key: 'v', code: 'KeyV', metaKey: true });
      expect(pageBlocks()).toEqual([before[0], 'hero-banner', ...before.slice(1)]);
      expect(store.get(documentAtom).pages[0].blocks[1].id).not.toBe('home-hero');
    });

    it('nothing happens with no block selected, or while typing in a field (Delete and Backspace delete text there)', () => {
      const { pageBlocks } = withSelection(null);
      const before = pageBlocks();
      fireEvent.keyDown(document.body, { key: 'Delete', code: 'Delete' });
      fireEvent.keyDown(document.body, { key: 'd', code: 'KeyD', ctrlKey: true });
      expect(pageBlocks()).toEqual(before);
    });

    it('Backspace in a text field deletes text, not the block', () => {
      const { store } = withSelection('home-hero');
      const input = screen.getByLabelText('Title');
      input.focus();
      const event = new KeyboardEvent('keydown', { key: 'Backspace', code: 'Backspace', bubbles: true, cancelable: true });
      input.dispatchEvent(event);
      expect(event.defaultPrevented).toBe(false);
      expect(findBlock(store.get(documentAtom), 'home-hero')).toBeDefined();
    });
  });
});
