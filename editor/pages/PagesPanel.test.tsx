import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { refusals } from '../document/operations';
import { renderEditor } from '../shell/test-support/render-editor';
import { documentAtom, selectionAtom } from '../state/editor-store';
import { PagesPanel } from './PagesPanel.client';

async function pageAction(pageTitle: string, action: string) {
  fireEvent.click(screen.getByRole('button', { name: `Actions for page ${pageTitle}` }));
  // Under jsdom a Mantine menu opened a second time keeps its closing style (display: none), so the item is looked up hidden or not.
  fireEvent.click(await screen.findByRole('menuitem', { name: action, hidden: true }));
}

function fillNewPage(title: string, path: string) {
  fireEvent.click(screen.getByRole('button', { name: 'Add a page' }));
  const form = screen.getByRole('region', { name: 'New page' });
  fireEvent.change(within(form).getByRole('textbox', { name: 'Page title' }), { target: { value: title } });
  fireEvent.change(within(form).getByRole('textbox', { name: /^Path/ }), { target: { value: path } });
  fireEvent.click(within(form).getByRole('button', { name: 'Add page' }));
  return form;
}

describe('Pages panel', () => {
  it('editor pages: lists every page with its path; choosing one selects it', () => {
    const { store } = renderEditor(<PagesPanel />);
    const offers = screen.getByRole('button', { name: /^Special offers/ });
    expect(offers).toHaveTextContent('/special-offers');
    fireEvent.click(offers);
    expect(store.get(selectionAtom)).toEqual({ pageId: 'offers', blockId: null });
    expect(offers).toHaveAttribute('aria-current', 'page');
  });

  it('editor pages: a new page with a free path is added and selected', () => {
    const { store } = renderEditor(<PagesPanel />);
    fillNewPage('Finance', '/finance');
    const pages = store.get(documentAtom).pages;
    expect(pages.at(-1)).toMatchObject({ title: 'Finance', path: '/finance', blocks: [] });
    expect(store.get(selectionAtom).pageId).toBe(pages.at(-1)!.id);
  });

  it('editor pages: a duplicate path is refused with the operation’s message, shown at the form, and nothing is added', () => {
    const { store } = renderEditor(<PagesPanel />);
    const form = fillNewPage('More offers', '/special-offers');
    expect(within(form).getByRole('alert')).toHaveTextContent(refusals.pathTaken('/special-offers'));
    expect(within(form).getByRole('textbox', { name: 'Page title' })).toHaveAttribute('aria-invalid', 'true');
    expect(store.get(documentAtom).pages).toHaveLength(2);
  });

  it('editor pages: changing a page’s path to one another page uses is refused at the field', async () => {
    const { store } = renderEditor(<PagesPanel />);
    await pageAction('Special offers', 'Change path');
    const path = screen.getByRole('textbox', { name: /^Path/ });
    fireEvent.change(path, { target: { value: '/' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change path' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Another page already uses the path /');
    expect(store.get(documentAtom).pages[1].path).toBe('/special-offers');
  });

  it('editor pages: rename and duplicate', async () => {
    const { store } = renderEditor(<PagesPanel />);
    await pageAction('Special offers', 'Rename');
    fireEvent.change(screen.getByRole('textbox', { name: 'Page title' }), { target: { value: 'Deals' } });
    fireEvent.click(screen.getByRole('button', { name: 'Rename' }));
    expect(store.get(documentAtom).pages[1].title).toBe('Deals');
    await pageAction('Deals', 'Duplicate');
    const pages = store.get(documentAtom).pages;
    expect(pages).toHaveLength(3);
    expect(pages[2]).toMatchObject({ title: 'Deals (copy)', path: '/special-offers-copy' });
  });

  it('editor pages: delete asks first; keeping the page changes nothing, confirming deletes it', async () => {
    const { store } = renderEditor(<PagesPanel />);
    await pageAction('Special offers', 'Delete');
    fireEvent.click(await screen.findByRole('button', { name: 'Keep the page' }));
    expect(store.get(documentAtom).pages).toHaveLength(2);
    await pageAction('Special offers', 'Delete');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete page' }));
    expect(store.get(documentAtom).pages.map((page) => page.id)).toEqual(['home']);
  });
});
