import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Palette } from '../palette/Palette.client';
import { findBlock } from '../document/operations';
import { renderEditor } from '../shell/test-support/render-editor';
import { documentAtom, selectionAtom } from '../state/editor-store';
import { editorNoticeAtom } from '../shell/notice';
import { NO_DROP_PLACE } from './EditorDndContext.client';
import { Outline } from './Outline.client';

const ROW_HEIGHT = 30;

/**
 * jsdom lays nothing out, so every element gets a box from its place in the
 * document: one row under another, as the outline looks in a browser; the
 * drag overlay starts over the handle it was picked up by, as it does in a
 * browser. That is all dnd-kit's keyboard sensor measures.
 */
function layOutInDocumentOrder() {
  let order: Map<Element, number> | undefined;
  const rectAt = (top: number) => ({ x: 0, y: top, top, left: 0, width: 200, height: ROW_HEIGHT - 2, right: 200, bottom: top + ROW_HEIGHT - 2, toJSON: () => ({}) }) as DOMRect;
  const place = (element: Element): number => {
    if (!order) {
      order = new Map([...document.body.querySelectorAll('*')].map((each, index) => [each, index]));
      // Measured again after React has changed the page.
      setTimeout(() => (order = undefined), 0);
    }
    return order.get(element) ?? 0;
  };
  return vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const overlay = this.matches('[data-drag-overlay]') || this.querySelector('[data-drag-overlay]');
    const source = overlay && document.activeElement ? document.activeElement : this;
    return rectAt(place(source) * ROW_HEIGHT);
  });
}

async function press(target: Element | Window, code: string) {
  await act(async () => {
    fireEvent.keyDown(target, { code, key: code === 'Space' ? ' ' : code });
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

function liveRegionText(): string {
  return [...document.querySelectorAll('[role="status"][aria-live]')].map((region) => region.textContent).join(' ');
}

describe('keyboard drag and drop (WCAG 2.5.7)', { timeout: 20_000 }, () => {
  let layout: ReturnType<typeof layOutInDocumentOrder>;
  beforeEach(() => {
    layout = layOutInDocumentOrder();
  });
  afterEach(() => layout.mockRestore());

  it('editor outline: Space picks a row up, Down moves it one place, Space drops it there, each step announced', async () => {
    const { store } = renderEditor(<Outline />);
    const handle = screen.getByRole('button', { name: /^Move Hero banner/ });
    handle.focus();
    const selectingText = () => document.body.dispatchEvent(new Event('selectstart', { bubbles: true, cancelable: true }));
    expect(selectingText()).toBe(true);
    await press(handle, 'Space');
    expect(liveRegionText()).toContain('Picked up Hero banner.');
    // While a block is carried, a pressed mouse selects no text in the panel.
    expect(selectingText()).toBe(false);
    await press(handle, 'ArrowDown');
    expect(liveRegionText()).toContain('Hero banner moved to position 2 of Home page.');
    await press(handle, 'Space');
    expect(liveRegionText()).toContain('Dropped Hero banner at position 2 of Home page.');
    expect(selectingText()).toBe(true);
    expect(store.get(documentAtom).pages[0].blocks.map((block) => block.id)).toEqual(['offers-section', 'home-hero', 'two-columns']);
  });

  it('editor palette → outline by keyboard: Space on a palette block, Down into the outline, Space adds it there', async () => {
    const { store } = renderEditor(
      <>
        <Palette />
        <Outline />
      </>,
    );
    const handle = screen.getAllByRole('button', { name: /^Promo card/ })[0];
    handle.focus();
    await press(handle, 'Space');
    expect(liveRegionText()).toContain('Picked up Promo card.');
    await press(handle, 'ArrowDown');
    expect(liveRegionText()).toContain('Promo card moved to position 1 of the header of every page.');
    // Past the header's block and its end, onto the page's first block.
    await press(handle, 'ArrowDown');
    await press(handle, 'ArrowDown');
    expect(liveRegionText()).toContain('Promo card moved to position 1 of Home page.');
    await press(handle, 'Space');
    expect(liveRegionText()).toContain('Dropped Promo card at position 1 of Home page.');
    const added = store.get(selectionAtom).blockId!;
    expect(findBlock(store.get(documentAtom), added)).toMatchObject({ node: { type: 'promo-card' }, list: { kind: 'page', pageId: 'home' }, index: 0 });
  });

  it('editor palette: Space twice on a palette block is a drop over nothing: nothing is added, not even to the header of every page, and the editor says so', async () => {
    const { store } = renderEditor(
      <>
        <Palette />
        <Outline />
      </>,
    );
    const before = store.get(documentAtom);
    const handle = screen.getAllByRole('button', { name: /^Promo card/ })[0];
    handle.focus();
    await press(handle, 'Space');
    await press(handle, 'Space');
    expect(liveRegionText()).toContain('Dropped Promo card over no place; nothing changed.');
    expect(store.get(documentAtom)).toBe(before);
    expect(store.get(editorNoticeAtom)).toEqual({ tone: 'info', message: NO_DROP_PLACE });
  });

  it('editor outline: Escape cancels a keyboard drag and nothing moves', async () => {
    const { store } = renderEditor(<Outline />);
    const before = store.get(documentAtom);
    const handle = screen.getByRole('button', { name: /^Move Hero banner/ });
    handle.focus();
    await press(handle, 'Space');
    await press(handle, 'ArrowDown');
    await press(handle, 'Escape');
    expect(liveRegionText()).toContain('Dragging cancelled. Hero banner was not moved.');
    expect(store.get(documentAtom)).toBe(before);
  });
});
