import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findBlock } from '../document/operations';
import { editorTestDocument } from '../document/test-support/editor-documents';
import { fieldId } from '../inspector/field-id';
import { documentAtom, historyAtom, selectionAtom } from '../state/editor-store';
import { errorField, inspectorIdPrefix } from './inspector-fields';
import { InspectorPanel } from './InspectorPanel.client';
import { renderEditor } from './test-support/render-editor';

describe('Inspector panel', () => {
  it('editor inspector: with nothing selected, a hint, the page’s own settings and tabs for settings, theme and navigation', () => {
    renderEditor(<InspectorPanel />);
    expect(screen.getByText(/Select a block in the outline or on the page/)).toBeInTheDocument();
    for (const tab of ['Page', 'Settings', 'Theme', 'Navigation']) expect(screen.getByRole('tab', { name: tab })).toBeInTheDocument();
    expect(document.getElementById(fieldId(inspectorIdPrefix.page('home'), '/title'))).toHaveValue('Bayside Motors');
  });

  it('editor inspector: a selected block’s props are edited through its schema; typing a word is one undo step', () => {
    const { store } = renderEditor(<InspectorPanel />);
    act(() => store.set(selectionAtom, { pageId: 'home', blockId: 'summer-card' }));
    expect(screen.getByRole('heading', { name: 'Promo card' })).toBeInTheDocument();
    const title = document.getElementById(fieldId(inspectorIdPrefix.block('summer-card'), '/title')) as HTMLInputElement;
    fireEvent.change(title, { target: { value: 'Summer' } });
    fireEvent.change(title, { target: { value: 'Summer sale' } });
    expect(findBlock(store.get(documentAtom), 'summer-card')!.node.props.title).toBe('Summer sale');
    expect(store.get(historyAtom).past).toHaveLength(1);
    expect(store.get(historyAtom).past[0].label).toBe('Edit Promo card');
  });

  it('editor inspector: a block’s validation errors show at their fields', () => {
    const document = editorTestDocument();
    const card = findBlock(document, 'summer-card')!.node;
    card.props = { ...card.props, start: 'next tuesday' };
    const { store } = renderEditor(<InspectorPanel />, document);
    act(() => store.set(selectionAtom, { pageId: 'home', blockId: 'summer-card' }));
    const start = window.document.getElementById(fieldId(inspectorIdPrefix.block('summer-card'), '/start'))!;
    expect(start).toHaveAttribute('aria-invalid', 'true');
  });

  it('editor inspector: the site’s theme is edited through the same schema-driven form', () => {
    const { store } = renderEditor(<InspectorPanel />);
    fireEvent.click(screen.getByRole('tab', { name: 'Theme' }));
    const primaryColor = window.document.getElementById(fieldId(inspectorIdPrefix.section('theme'), '/primaryColor'))!;
    fireEvent.change(primaryColor, { target: { value: 'grape' } });
    expect(store.get(documentAtom).theme.primaryColor).toBe('grape');
    expect(store.get(historyAtom).past.at(-1)?.label).toBe('Edit theme');
  });
});

describe('error field (where an error list links to)', () => {
  const document = editorTestDocument();

  it('a block prop error selects the block and points at the prop’s input', () => {
    const field = errorField(document, { path: '/pages/0/blocks/1/slots/content/0/props/start', block: { type: 'promo-card', id: 'summer-card' }, message: 'x' }, 'offers');
    expect(field).toEqual({ selection: { pageId: 'home', blockId: 'summer-card' }, tab: null, fieldDomId: fieldId('block-summer-card', '/start') });
  });

  it('a page field error opens the page tab of that page', () => {
    expect(errorField(document, { path: '/pages/1/path', message: 'x' }, 'home')).toEqual({
      selection: { pageId: 'offers', blockId: null },
      tab: 'page',
      fieldDomId: fieldId('page-offers', '/path'),
    });
  });

  it('a settings, theme or navigation error opens its tab', () => {
    expect(errorField(document, { path: '/theme/primaryColor', message: 'x' }, 'home')).toEqual({
      selection: { pageId: 'home', blockId: null },
      tab: 'theme',
      fieldDomId: fieldId('site-theme', '/primaryColor'),
    });
    expect(errorField(document, { path: '/dealer/name', message: 'x' }, 'home')).toBeUndefined();
  });
});
