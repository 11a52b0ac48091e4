import { describe, expect, it } from 'vitest';
import { editorTestDocument, testBlock } from '../document/test-support/editor-documents';
import { blockSummary } from './block-summary';
import { insertionPoint, listName, slotWords } from './list-names';
import { registry } from '../../blocks';

describe('list names (the words announcements and notices use)', () => {
  const document = editorTestDocument();

  it('the home page is "Home page"; other pages by their title; the layout and slots in words', () => {
    expect(listName(registry, document, { kind: 'page', pageId: 'home' })).toBe('Home page');
    expect(listName(registry, document, { kind: 'page', pageId: 'offers' })).toBe('Special offers page');
    expect(listName(registry, document, { kind: 'layout', area: 'footer' })).toBe('the footer of every page');
    expect(listName(registry, document, { kind: 'slot', blockId: 'two-columns', slot: 'first' })).toBe('First of Columns');
  });

  it('slot names become words', () => {
    expect(slotWords('content')).toBe('Content');
    expect(slotWords('wideColumn')).toBe('Wide column');
  });

  it('a new block goes after the selected one, in its list; with none selected, at the end of the page', () => {
    expect(insertionPoint(document, { pageId: 'home', blockId: 'left-card' })).toEqual({ list: { kind: 'slot', blockId: 'two-columns', slot: 'first' }, index: 1 });
    expect(insertionPoint(document, { pageId: 'offers', blockId: null })).toEqual({ list: { kind: 'page', pageId: 'offers' }, index: 1 });
  });
});

describe('block summary (telling two blocks of a type apart in the outline)', () => {
  it('uses the title or heading, without markup, shortened', () => {
    const card = testBlock('promo-card', 'card');
    card.props = { ...card.props, title: 'Winter <b>drive-away</b> deals on every new Corolla and Camry hybrid' };
    expect(blockSummary(card)).toBe('Winter drive-away deals on every new Co…');
    expect(blockSummary({ id: 'x', type: 'section', props: { heading: '' } })).toBeUndefined();
  });
});
