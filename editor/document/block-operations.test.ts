import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { registry } from '../../blocks';
import type { SiteDocument } from '../../schemas/site-document';
import { validateSiteDocument } from '../../runtime/site-document/validator';
import type { BlockListAddress } from './block-address';
import { blockIdsIn } from './block-ids';
import {
  duplicateBlock,
  EditorOperationError,
  findBlock,
  insertBlock,
  moveBlock,
  newBlockNode,
  pasteBlocks,
  refusals,
  removeBlock,
  setBlockText,
  updateBlockProps,
} from './operations';
import { editorTestDocument, testBlock } from './test-support/editor-documents';

const home: BlockListAddress = { kind: 'page', pageId: 'home' };
const offers: BlockListAddress = { kind: 'page', pageId: 'offers' };
const sectionContent: BlockListAddress = { kind: 'slot', blockId: 'offers-section', slot: 'content' };

function ids(nodes: readonly { id: string }[] | undefined): string[] {
  return (nodes ?? []).map((node) => node.id);
}

function change(doc: SiteDocument, recipe: (draft: SiteDocument) => unknown): SiteDocument {
  return produce(doc, (draft) => {
    recipe(draft);
  });
}

function refusal(doc: SiteDocument, recipe: (draft: SiteDocument) => unknown): string {
  try {
    change(doc, recipe);
  } catch (error) {
    expect(error).toBeInstanceOf(EditorOperationError);
    return (error as Error).message;
  }
  throw new Error('the operation was not refused');
}

const promoCard = () => registry.get('promo-card')!;

describe('newBlockNode', () => {
  it('editor palette: a new block has the definition defaults and a short readable id unique in the document', () => {
    const doc = editorTestDocument();
    const node = newBlockNode(promoCard(), doc);
    expect(node.id).toMatch(/^promo-card-[0-9a-f]{4}$/);
    expect(blockIdsIn(doc).has(node.id)).toBe(false);
    expect(node.props).toEqual(promoCard().defaults);
    expect(node.props).not.toBe(promoCard().defaults);
  });

  it('editor palette: a new container has an empty list for each slot its definition declares', () => {
    expect(newBlockNode(registry.get('columns')!, editorTestDocument()).slots).toEqual({ first: [], second: [], third: [] });
  });
});

describe('insertBlock', () => {
  it.each([
    [0, ['new-card', 'home-hero', 'offers-section', 'two-columns']],
    [1, ['home-hero', 'new-card', 'offers-section', 'two-columns']],
    [3, ['home-hero', 'offers-section', 'two-columns', 'new-card']],
  ])('editor canvas: a block dropped at place %i of a page lands there', (index, expected) => {
    const next = change(editorTestDocument(), (d) => insertBlock(registry, d, home, index, testBlock('promo-card', 'new-card')));
    expect(ids(next.pages[0].blocks)).toEqual(expected);
    expect(validateSiteDocument(next, registry).errors).toEqual([]);
  });

  it("editor canvas: a block dropped into a container's slot lands in that slot", () => {
    const next = change(editorTestDocument(), (d) => insertBlock(registry, d, { kind: 'slot', blockId: 'two-columns', slot: 'second' }, 0, testBlock('promo-card', 'new-card')));
    expect(ids(findBlock(next, 'two-columns')!.node.slots!.second)).toEqual(['new-card']);
  });

  it('editor canvas: a block goes into the site-wide header, even when the document has no layout yet', () => {
    const doc = editorTestDocument();
    delete (doc as Partial<SiteDocument>).layout;
    const next = change(doc, (d) => insertBlock(registry, d, { kind: 'layout', area: 'header' }, 0, testBlock('promo-card', 'new-card')));
    expect(ids(next.layout.header)).toEqual(['new-card']);
  });

  it('editor canvas: refuses a slot the container type does not declare', () => {
    expect(refusal(editorTestDocument(), (d) => insertBlock(registry, d, { kind: 'slot', blockId: 'offers-section', slot: 'sidebar' }, 0, testBlock('promo-card', 'x')))).toBe(
      refusals.noSuchSlot('Section', 'sidebar'),
    );
    expect(refusal(editorTestDocument(), (d) => insertBlock(registry, d, { kind: 'slot', blockId: 'summer-card', slot: 'content' }, 0, testBlock('promo-card', 'x')))).toBe(
      refusals.noSuchSlot('Promo card', 'content'),
    );
  });

  it('site documents: refuses an id another block already has, anywhere in the document', () => {
    expect(refusal(editorTestDocument(), (d) => insertBlock(registry, d, offers, 0, testBlock('promo-card', 'left-card')))).toBe(refusals.idTaken('left-card'));
  });

  it('site documents: refuses an unregistered block type and a malformed id', () => {
    expect(refusal(editorTestDocument(), (d) => insertBlock(registry, d, home, 0, { id: 'x', type: 'carousel-3d', props: {} }))).toBe(refusals.unknownBlockType('carousel-3d'));
    expect(refusal(editorTestDocument(), (d) => insertBlock(registry, d, home, 0, { id: 'has space', type: 'promo-card', props: {} }))).toBe(refusals.badBlockId('has space'));
  });

  it('editor canvas: refuses a place outside the list and a page that does not exist', () => {
    expect(refusal(editorTestDocument(), (d) => insertBlock(registry, d, home, 4, testBlock('promo-card', 'x')))).toBe(refusals.badPosition(4, 3));
    expect(refusal(editorTestDocument(), (d) => insertBlock(registry, d, home, -1, testBlock('promo-card', 'x')))).toBe(refusals.badPosition(-1, 3));
    expect(refusal(editorTestDocument(), (d) => insertBlock(registry, d, { kind: 'page', pageId: 'nope' }, 0, testBlock('promo-card', 'x')))).toBe(refusals.noSuchPage('nope'));
  });
});

describe('moveBlock', () => {
  it('editor canvas: reorders within a list, the index counting the list without the moved block', () => {
    const down = change(editorTestDocument(), (d) => moveBlock(registry, d, 'home-hero', home, 2));
    expect(ids(down.pages[0].blocks)).toEqual(['offers-section', 'two-columns', 'home-hero']);
    const up = change(editorTestDocument(), (d) => moveBlock(registry, d, 'two-columns', home, 0));
    expect(ids(up.pages[0].blocks)).toEqual(['two-columns', 'home-hero', 'offers-section']);
  });

  it('editor canvas: moves a block to another page, with its children', () => {
    const next = change(editorTestDocument(), (d) => moveBlock(registry, d, 'offers-section', offers, 1));
    expect(ids(next.pages[0].blocks)).toEqual(['home-hero', 'two-columns']);
    expect(ids(next.pages[1].blocks)).toEqual(['winter-card', 'offers-section']);
    expect(ids(findBlock(next, 'offers-section')!.node.slots!.content)).toEqual(['summer-card', 'offers-text']);
  });

  it("editor canvas: moves a block into a container's slot and out again", () => {
    const into = change(editorTestDocument(), (d) => moveBlock(registry, d, 'winter-card', sectionContent, 1));
    expect(ids(findBlock(into, 'offers-section')!.node.slots!.content)).toEqual(['summer-card', 'winter-card', 'offers-text']);
    expect(into.pages[1].blocks).toEqual([]);
    const out = change(into, (d) => moveBlock(registry, d, 'summer-card', home, 0));
    expect(ids(out.pages[0].blocks)).toEqual(['summer-card', 'home-hero', 'offers-section', 'two-columns']);
    expect(findBlock(out, 'summer-card')!.list).toEqual(home);
    expect(validateSiteDocument(out, registry).errors).toEqual([]);
  });

  it('editor canvas: moves a block between slots of different containers', () => {
    const next = change(editorTestDocument(), (d) => moveBlock(registry, d, 'left-card', sectionContent, 0));
    expect(findBlock(next, 'two-columns')!.node.slots!.first).toEqual([]);
    expect(findBlock(next, 'left-card')).toMatchObject({ list: sectionContent, index: 0, pointer: '/pages/0/blocks/1/slots/content/0' });
  });

  it('editor canvas: refuses moving a block into itself or into a block inside it', () => {
    expect(refusal(editorTestDocument(), (d) => moveBlock(registry, d, 'offers-section', sectionContent, 0))).toBe(refusals.intoItself);
    const nested = change(editorTestDocument(), (d) => moveBlock(registry, d, 'two-columns', sectionContent, 0));
    expect(refusal(nested, (d) => moveBlock(registry, d, 'offers-section', { kind: 'slot', blockId: 'two-columns', slot: 'second' }, 0))).toBe(refusals.intoOwnChild);
  });

  it('editor canvas: refuses an undeclared slot, an unknown block and a place past the end', () => {
    expect(refusal(editorTestDocument(), (d) => moveBlock(registry, d, 'winter-card', { kind: 'slot', blockId: 'two-columns', slot: 'fourth' }, 0))).toBe(
      refusals.noSuchSlot('Columns', 'fourth'),
    );
    expect(refusal(editorTestDocument(), (d) => moveBlock(registry, d, 'ghost', home, 0))).toBe(refusals.noSuchBlock('ghost'));
    expect(refusal(editorTestDocument(), (d) => moveBlock(registry, d, 'home-hero', home, 3))).toBe(refusals.badPosition(3, 2));
  });
});

describe('removeBlock', () => {
  it('editor canvas: deletes a block and everything in it', () => {
    const next = change(editorTestDocument(), (d) => removeBlock(d, 'offers-section'));
    expect(ids(next.pages[0].blocks)).toEqual(['home-hero', 'two-columns']);
    expect(findBlock(next, 'summer-card')).toBeUndefined();
  });

  it('editor canvas: deletes a block inside a slot', () => {
    const next = change(editorTestDocument(), (d) => removeBlock(d, 'offers-text'));
    expect(ids(findBlock(next, 'offers-section')!.node.slots!.content)).toEqual(['summer-card']);
  });

  it('editor canvas: refuses a block that does not exist', () => {
    expect(refusal(editorTestDocument(), (d) => removeBlock(d, 'ghost'))).toBe(refusals.noSuchBlock('ghost'));
  });

  it('site documents: a block in a slot its container does not declare can still be deleted or moved out, to fix the document', () => {
    const broken = editorTestDocument();
    broken.pages[0].blocks[1].slots = { ...broken.pages[0].blocks[1].slots!, sidebar: [testBlock('promo-card', 'stray-card'), testBlock('promo-card', 'stray-card-2')] };
    expect(validateSiteDocument(broken, registry).errors.map((error) => error.path)).toEqual(['/pages/0/blocks/1/slots/sidebar']);
    const fixed = change(broken, (d) => {
      removeBlock(d, 'stray-card');
      moveBlock(registry, d, 'stray-card-2', home, 0);
    });
    expect(findBlock(fixed, 'stray-card')).toBeUndefined();
    expect(findBlock(fixed, 'stray-card-2')!.list).toEqual(home);
  });
});

describe('duplicateBlock', () => {
  it('editor canvas: the copy sits right after the original, with fresh ids for it and every block inside it', () => {
    const doc = editorTestDocument();
    let copyId = '';
    const next = change(doc, (d) => {
      copyId = duplicateBlock(d, 'offers-section');
    });
    expect(ids(next.pages[0].blocks)).toEqual(['home-hero', 'offers-section', copyId, 'two-columns']);
    expect(copyId).toMatch(/^section-[0-9a-f]{4}$/);
    const copy = findBlock(next, copyId)!.node;
    const children = copy.slots!.content;
    expect(children.map((child) => child.type)).toEqual(['promo-card', 'rich-text']);
    expect(ids(children)).not.toContain('summer-card');
    expect(children[0].props).toEqual(findBlock(doc, 'summer-card')!.node.props);
    expect(validateSiteDocument(next, registry).errors).toEqual([]);
  });

  it('editor canvas: duplicates a block inside a slot within that slot', () => {
    let copyId = '';
    const next = change(editorTestDocument(), (d) => {
      copyId = duplicateBlock(d, 'summer-card');
    });
    expect(ids(findBlock(next, 'offers-section')!.node.slots!.content)).toEqual(['summer-card', copyId, 'offers-text']);
  });
});

describe('updateBlockProps', () => {
  it('inspector: writes the new props, removing fields the form cleared', () => {
    const next = change(editorTestDocument(), (d) => updateBlockProps(d, 'winter-card', { title: 'Winter deals', cta: 'Look' }));
    expect(findBlock(next, 'winter-card')!.node.props).toEqual({ title: 'Winter deals', cta: 'Look' });
  });

  it('inspector: leaves unchanged fields as they were (the same objects), so a change is small', () => {
    const doc = editorTestDocument();
    const withImage = change(doc, (d) => updateBlockProps(d, 'winter-card', { ...findBlock(d, 'winter-card')!.node.props, image: { url: '/a.jpg', alt: 'A' } }));
    const before = findBlock(withImage, 'winter-card')!.node.props;
    const next = change(withImage, (d) => updateBlockProps(d, 'winter-card', { ...structuredClone(before), title: 'New' }));
    const after = findBlock(next, 'winter-card')!.node.props;
    expect(after.title).toBe('New');
    expect(after.image).toBe(before.image);
  });
});

describe('setBlockText', () => {
  it('inline editing: writes the words typed on the canvas into the prop that showed them', () => {
    const next = change(editorTestDocument(), (d) => setBlockText(d, 'winter-card', 'title', 'Winter deals'));
    expect(findBlock(next, 'winter-card')!.node.props.title).toBe('Winter deals');
  });

  it("inline editing: writes a prop the draft left to the block's defaults (the canvas showed the default)", () => {
    const next = change(editorTestDocument(), (d) => setBlockText(d, 'winter-card', 'cta', 'Book now'));
    expect(findBlock(next, 'winter-card')!.node.props.cta).toBe('Book now');
  });

  it('inline editing: refuses a prop that holds something other than words, and an unknown block', () => {
    const doc = change(editorTestDocument(), (d) => updateBlockProps(d, 'winter-card', { ...findBlock(d, 'winter-card')!.node.props, image: { url: '/a.jpg', alt: 'A' } }));
    expect(() => change(doc, (d) => setBlockText(d, 'winter-card', 'image', 'x'))).toThrow(refusals.notCanvasText('image'));
    expect(() => change(doc, (d) => setBlockText(d, 'no-such-block', 'title', 'x'))).toThrow(EditorOperationError);
  });
});

describe('pasteBlocks', () => {
  it('editor clipboard: blocks copied from another page paste with fresh ids and keep their contents', () => {
    const doc = editorTestDocument();
    const copied = [structuredClone(findBlock(doc, 'offers-section')!.node), structuredClone(findBlock(doc, 'home-hero')!.node)];
    let pasted: string[] = [];
    const next = change(doc, (d) => {
      pasted = pasteBlocks(registry, d, offers, 0, copied);
    });
    expect(ids(next.pages[1].blocks)).toEqual([...pasted, 'winter-card']);
    expect(pasted).toHaveLength(2);
    expect(pasted.some((id) => ['offers-section', 'home-hero'].includes(id))).toBe(false);
    expect(findBlock(next, pasted[0])!.node.slots!.content.map((n) => n.type)).toEqual(['promo-card', 'rich-text']);
    expect(validateSiteDocument(next, registry).errors).toEqual([]);
  });

  it('editor clipboard: pasting the same blocks twice still gives unique ids', () => {
    const doc = editorTestDocument();
    const copied = [structuredClone(findBlock(doc, 'offers-section')!.node)];
    const next = change(
      change(doc, (d) => pasteBlocks(registry, d, offers, 0, copied)),
      (d) => pasteBlocks(registry, d, offers, 0, copied),
    );
    expect(validateSiteDocument(next, registry).errors).toEqual([]);
  });

  it('editor clipboard: refuses a slot the container does not declare', () => {
    expect(refusal(editorTestDocument(), (d) => pasteBlocks(registry, d, { kind: 'slot', blockId: 'two-columns', slot: 'content' }, 0, [testBlock('promo-card', 'x')]))).toBe(
      refusals.noSuchSlot('Columns', 'content'),
    );
  });
});

describe('findBlock in a change being made (an immer draft)', () => {
  it('finds a block through the draft, and edits it there', () => {
    const doc = editorTestDocument();
    const next = produce(doc, (draft) => {
      const found = findBlock(draft, 'left-card')!;
      expect(found).toMatchObject({ list: { kind: 'slot', blockId: 'two-columns', slot: 'first' }, index: 0, pointer: '/pages/0/blocks/2/slots/first/0' });
      found.node.props = { ...found.node.props, title: 'Found in the draft' };
    });
    expect(findBlock(next, 'left-card')!.node.props!.title).toBe('Found in the draft');
    expect(findBlock(doc, 'left-card')!.node.props!.title).not.toBe('Found in the draft');
  });

  it('finds a block where the same change has just moved it, not where it was', () => {
    const doc = editorTestDocument();
    produce(doc, (draft) => {
      moveBlock(registry, draft, 'summer-card', home, 0);
      expect(findBlock(draft, 'summer-card')).toMatchObject({ list: home, index: 0, pointer: '/pages/0/blocks/0' });
      // The block that took its old place in the section is found there.
      expect(findBlock(draft, 'offers-text')).toMatchObject({ list: sectionContent, index: 0, pointer: '/pages/0/blocks/2/slots/content/0' });
    });
  });

  it('finds a block the same change has just added', () => {
    const doc = editorTestDocument();
    produce(doc, (draft) => {
      insertBlock(registry, draft, home, 1, testBlock('promo-card', 'added-card'));
      expect(findBlock(draft, 'added-card')).toMatchObject({ list: home, index: 1 });
    });
  });
});
