import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { allBlocks } from '../../blocks';
import { findBlock } from '../document/operations';
import { renderEditor } from '../shell/test-support/render-editor';
import { documentAtom, selectionAtom } from '../state/editor-store';
import { CATEGORY_TITLES } from './palette-groups';
import { Palette } from './Palette.client';

describe('Palette', () => {
  it('editor palette: every registered block, under a heading for its category', () => {
    renderEditor(<Palette />);
    const promotions = screen.getByRole('heading', { name: CATEGORY_TITLES.promotion }).closest('section')!;
    expect(within(promotions).getByRole('button', { name: /^Promo card/ })).toBeInTheDocument();
    for (const block of allBlocks) expect(screen.getByRole('button', { name: `Add ${block.label} to page` })).toBeInTheDocument();
  });

  it('editor palette: each block is draggable by keyboard, with instructions', () => {
    renderEditor(<Palette />);
    const handle = screen.getAllByRole('button', { name: /^Promo card/ })[0];
    expect(handle).toHaveAttribute('aria-roledescription', 'draggable');
    expect(handle.getAttribute('aria-describedby')).toBeTruthy();
  });

  it('editor palette search: filters by label or description and says when nothing matches', () => {
    renderEditor(<Palette />);
    const search = screen.getByRole('searchbox', { name: 'Search blocks' });
    fireEvent.change(search, { target: { value: 'expiry' } });
    expect(screen.getByRole('button', { name: 'Add Promo card to page' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Section to page' })).not.toBeInTheDocument();
    fireEvent.change(search, { target: { value: 'zebra crossing' } });
    expect(screen.getByText(/No block matches/)).toBeInTheDocument();
  });

  it('editor palette: "Add to page" puts the block at the end of the page and selects it', () => {
    const { store } = renderEditor(<Palette />);
    fireEvent.click(screen.getByRole('button', { name: 'Add Promo card to page' }));
    const blocks = store.get(documentAtom).pages[0].blocks;
    expect(blocks).toHaveLength(4);
    expect(blocks[3].type).toBe('promo-card');
    expect(store.get(selectionAtom)).toEqual({ pageId: 'home', blockId: blocks[3].id });
  });

  it('editor palette: with a block selected, "Add to page" puts the new block right after it, in the same slot', () => {
    const { store } = renderEditor(<Palette />);
    act(() => store.set(selectionAtom, { pageId: 'home', blockId: 'summer-card' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add Rich text to page' }));
    const added = store.get(selectionAtom).blockId!;
    expect(findBlock(store.get(documentAtom), added)).toMatchObject({ list: { kind: 'slot', blockId: 'offers-section', slot: 'content' }, index: 1 });
  });
});
