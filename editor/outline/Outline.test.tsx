import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pressKey } from '../../blocks/kit/test-support/keyboard';
import { findBlock } from '../document/operations';
import { editorTestDocument } from '../document/test-support/editor-documents';
import { renderEditor } from '../shell/test-support/render-editor';
import { documentAtom, selectionAtom } from '../state/editor-store';
import { Outline } from './Outline.client';

function row(name: RegExp | string) {
  return screen.getByRole('button', { name }).closest('li')!;
}

async function chooseAction(blockName: string, action: string) {
  fireEvent.click(screen.getByRole('button', { name: `Actions for ${blockName}` }));
  fireEvent.click(await screen.findByRole('menuitem', { name: action }));
}

describe('Outline', () => {
  it('editor outline: the page’s block tree with each container’s slots, and the header and footer', () => {
    renderEditor(<Outline />);
    const section = row(/^Section/);
    expect(within(section).getByText('Content')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: /^Promo card/ })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Header of every page' })).getByRole('button', { name: /^Header/ })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Footer of every page' })).getByRole('button', { name: /^Footer/ })).toBeInTheDocument();
  });

  it('editor outline: a click or Enter on a row selects its block', () => {
    const { store } = renderEditor(<Outline />);
    fireEvent.click(screen.getByRole('button', { name: /^Hero banner/ }));
    expect(store.get(selectionAtom).blockId).toBe('home-hero');
    const section = screen.getByRole('button', { name: /^Section/ });
    section.focus();
    pressKey(section, 'Enter');
    expect(store.get(selectionAtom).blockId).toBe('offers-section');
    expect(section).toHaveAttribute('aria-current', 'true');
  });

  it('editor outline: a block with errors shows their count as a badge', () => {
    const document = editorTestDocument();
    const card = findBlock(document, 'summer-card')!.node;
    card.props = { ...card.props, start: 'next tuesday', title: '' };
    renderEditor(<Outline />, document);
    const cardRow = screen.getAllByRole('button', { name: /^Promo card/ })[0].closest('div')!;
    expect(within(cardRow).getByLabelText('2 errors')).toHaveTextContent('2');
  });

  it('editor outline: duplicate puts a copy right after the block and selects it; delete removes it', async () => {
    const { store } = renderEditor(<Outline />);
    await chooseAction('Hero banner', 'Duplicate');
    const blocks = store.get(documentAtom).pages[0].blocks;
    expect(blocks.map((b) => b.type).slice(0, 2)).toEqual(['hero-banner', 'hero-banner']);
    expect(store.get(selectionAtom).blockId).toBe(blocks[1].id);
    await chooseAction('Section', 'Delete');
    expect(findBlock(store.get(documentAtom), 'offers-section')).toBeUndefined();
  });

  it('editor outline: copy on one page, paste on another (fresh ids)', async () => {
    const { store } = renderEditor(<Outline />);
    await chooseAction('Section', 'Copy');
    act(() => store.set(selectionAtom, { pageId: 'offers', blockId: null }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Outline of Special offers' })).toBeInTheDocument());
    fireEvent.click(screen.getByRole('button', { name: 'Paste' }));
    const offers = store.get(documentAtom).pages[1].blocks;
    expect(offers.map((b) => b.type)).toEqual(['promo-card', 'section']);
    expect(offers[1].id).not.toBe('offers-section');
    expect(offers[1].slots?.content.map((b) => b.type)).toEqual(['promo-card', 'rich-text']);
    expect(findBlock(store.get(documentAtom), 'offers-section')).toBeDefined();
  });
});
