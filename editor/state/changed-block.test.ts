import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import type { SiteDocument } from '../../schemas/site-document';
import { findBlock, moveBlock, setBlockText } from '../document/operations';
import { editorTestDocument, testBlock } from '../document/test-support/editor-documents';
import { registry } from '../../blocks';
import { blockPathOf, changedPlace, replacedAt, singleChangedBlock, valueAt } from './changed-block';

const edit = (doc: SiteDocument, recipe: (draft: SiteDocument) => void) => produce(doc, recipe);

describe('the one block an edit changed', () => {
  const doc = editorTestDocument();

  it('nothing changed: no place', () => {
    expect(changedPlace(doc, doc)).toBeUndefined();
    expect(singleChangedBlock(doc, doc)).toBeUndefined();
  });

  it('a prop typed in: the block and what it was before and after', () => {
    const next = edit(doc, (draft) => setBlockText(draft, 'home-hero', 'heading', 'Drive away today'));
    expect(changedPlace(doc, next)).toEqual(['pages', 0, 'blocks', 0, 'props', 'heading']);
    const change = singleChangedBlock(doc, next)!;
    expect(change.path).toEqual(['pages', 0, 'blocks', 0]);
    expect(change.before).toBe(findBlock(doc, 'home-hero')!.node);
    expect(change.after).toBe(findBlock(next, 'home-hero')!.node);
  });

  it('a block in a slot: the innermost block, not its section', () => {
    const next = edit(doc, (draft) => setBlockText(draft, 'summer-card', 'title', 'Summer sale'));
    expect(singleChangedBlock(doc, next)!.path).toEqual(['pages', 0, 'blocks', 1, 'slots', 'content', 0]);
  });

  it('a block added to a slot: the section that holds it', () => {
    const next = edit(doc, (draft) => {
      findBlock(draft, 'offers-section')!.node.slots!.content.push(testBlock('promo-card', 'autumn-card'));
    });
    expect(singleChangedBlock(doc, next)!.path).toEqual(['pages', 0, 'blocks', 1]);
  });

  it('a header block', () => {
    const withHeader = edit(doc, (draft) => {
      draft.layout.header = [testBlock('promo-card', 'header-card')];
    });
    const next = edit(withHeader, (draft) => setBlockText(draft, 'header-card', 'title', 'Open Sunday'));
    expect(singleChangedBlock(withHeader, next)!.path).toEqual(['layout', 'header', 0]);
  });

  it('two blocks changed, a move, a theme change or a new id: not one block', () => {
    const twoBlocks = edit(doc, (draft) => {
      setBlockText(draft, 'home-hero', 'heading', 'One');
      setBlockText(draft, 'winter-card', 'title', 'Two');
    });
    expect(singleChangedBlock(doc, twoBlocks)).toBeUndefined();
    const moved = edit(doc, (draft) => {
      moveBlock(registry, draft, 'home-hero', { kind: 'page', pageId: 'home' }, 2);
    });
    expect(singleChangedBlock(doc, moved)).toBeUndefined();
    expect(
      singleChangedBlock(
        doc,
        edit(doc, (draft) => {
          draft.theme.primaryColor = 'red';
        }),
      ),
    ).toBeUndefined();
    expect(
      singleChangedBlock(
        doc,
        edit(doc, (draft) => {
          findBlock(draft, 'home-hero')!.node.id = 'new-hero';
        }),
      ),
    ).toBeUndefined();
    expect(
      singleChangedBlock(
        doc,
        edit(doc, (draft) => {
          draft.pages[0].title = 'Start';
        }),
      ),
    ).toBeUndefined();
  });

  it('props replaced by an equal copy: found where the copy starts', () => {
    const hero = doc.pages[0].blocks[0];
    const next = replacedAt(doc, ['pages', 0, 'blocks', 0], { ...hero, props: { ...hero.props } });
    expect(changedPlace(doc, next)).toEqual(['pages', 0, 'blocks', 0, 'props']);
    expect(singleChangedBlock(doc, next)!.path).toEqual(['pages', 0, 'blocks', 0]);
  });

  it('a place outside any block has no block path', () => {
    expect(blockPathOf(['theme', 'primaryColor'])).toBeUndefined();
    expect(blockPathOf(['pages', 0, 'blocks'])).toBeUndefined();
    expect(blockPathOf(['pages', 0, 'title'])).toBeUndefined();
    expect(blockPathOf(['layout', 'footer', 2, 'slots', 'content'])).toEqual(['layout', 'footer', 2]);
  });

  it('replaces one value and shares every other part', () => {
    const next = replacedAt(doc, ['pages', 0, 'blocks', 0], { id: 'x' }) as SiteDocument;
    expect(valueAt(next, ['pages', 0, 'blocks', 0])).toEqual({ id: 'x' });
    expect(next.pages[1]).toBe(doc.pages[1]);
    expect(next.pages[0].blocks[1]).toBe(doc.pages[0].blocks[1]);
    expect(doc.pages[0].blocks[0].id).toBe('home-hero');
    expect(valueAt(doc, ['pages', 9, 'blocks'])).toBeUndefined();
  });
});
