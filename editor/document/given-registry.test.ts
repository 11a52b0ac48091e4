import { describe, expect, it } from 'vitest';
import { fixtureCard, fixtureRegistry, validFixtureDocument } from '../../runtime/site-document/test-support/fixture-registry';
import { validSite } from '../../runtime/site-document/test-support/valid-site';
import { validateForEditor } from '../state/validation';
import { blockLabel, blockTree, EditorOperationError, insertBlock, moveBlock, newBlockNode } from './operations';

/** The editor's helpers know only the block types they are handed, as a page builder knows only its config. */
describe('editor helpers work from the registry they are given', () => {
  const site = () => validSite(validFixtureDocument(), fixtureRegistry);

  it('labels and outlines blocks from the given registry', () => {
    expect(blockLabel(fixtureRegistry, 'test-card')).toBe('Test card');
    expect(blockLabel(fixtureRegistry, 'promo-card')).toBe('promo-card');
    const outline = blockTree(fixtureRegistry, site(), 'home');
    expect(outline.map((block) => block.label)).toEqual(['Test card', 'Test section']);
    expect(outline[1].slots.map((slot) => slot.name)).toEqual(['content']);
  });

  it('adds a block type the registry has, into a slot its container declares; refuses a type or slot it does not know', () => {
    const doc = site();
    const card = newBlockNode(fixtureCard, doc);
    insertBlock(fixtureRegistry, doc, { kind: 'slot', blockId: 'offers', slot: 'content' }, 0, card);
    expect(doc.pages[0].blocks[1].slots?.content.map((node) => node.id)).toEqual([card.id, 'offer-1']);
    expect(validateForEditor(fixtureRegistry, doc).errors).toEqual([]);

    const stranger = { id: 'stranger', type: 'promo-card', props: {} };
    expect(() => insertBlock(fixtureRegistry, doc, { kind: 'page', pageId: 'home' }, 0, stranger)).toThrow(EditorOperationError);
    expect(() => moveBlock(fixtureRegistry, doc, 'welcome', { kind: 'slot', blockId: 'offers', slot: 'sidebar' }, 0)).toThrow(
      'The Test section block has no place called "sidebar" for other blocks',
    );
  });

  it('validates against the given registry: a type it lacks is an error', () => {
    const doc = site();
    doc.pages[0].blocks.push({ id: 'promo', type: 'promo-card', props: {} });
    expect(validateForEditor(fixtureRegistry, doc).errorsByBlockId.has('promo')).toBe(true);
  });
});
