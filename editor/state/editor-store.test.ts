import { describe, expect, it } from 'vitest';
import { registry } from '../../blocks';
import type { SiteDocument } from '../../schemas/site-document';
import { addPage, deletePage, duplicateBlock, EditorOperationError, findBlock, insertBlock, moveBlock, removeBlock, setPagePath, updateBlockProps } from '../document/operations';
import { countBlocks, editorTestDocument, largeTestDocument, testBlock } from '../document/test-support/editor-documents';
import { COALESCE_WINDOW_MS, HISTORY_LIMIT } from './history';
import {
  canRedoAtom,
  canUndoAtom,
  changeDocumentAtom,
  createEditorStore,
  documentAtom,
  editorClockAtom,
  historyAtom,
  loadDocumentAtom,
  redoAtom,
  selectionAtom,
  undoAtom,
  validationAtom,
} from './editor-store';
import { blockErrorsAtom, type EditorFindings, findingsAtom } from './selectors';

function editorWithClock(doc: SiteDocument = editorTestDocument()) {
  const store = createEditorStore(registry, doc);
  let time = 1_000_000;
  store.set(editorClockAtom, { now: () => time });
  return { store, tick: (ms: number) => (time += ms) };
}

function props(doc: SiteDocument, blockId: string) {
  return findBlock(doc, blockId)!.node.props;
}

describe('history', () => {
  it('editor undo: a sequence of changes, undone all and redone all, gives the identical documents', () => {
    const { store, tick } = editorWithClock();
    const start = store.get(documentAtom);
    const steps: ((d: SiteDocument) => unknown)[] = [
      (d) => insertBlock(registry, d, { kind: 'page', pageId: 'home' }, 1, testBlock('promo-card', 'new-card')),
      (d) => moveBlock(registry, d, 'new-card', { kind: 'slot', blockId: 'two-columns', slot: 'second' }, 0),
      (d) => updateBlockProps(d, 'new-card', { ...props(d, 'new-card'), title: 'Trade-in bonus' }),
      (d) => duplicateBlock(d, 'offers-section'),
      (d) => addPage(d, { title: 'Finance', path: '/finance' }),
      (d) => setPagePath(d, 'offers', '/deals'),
      (d) => removeBlock(d, 'home-hero'),
      (d) => deletePage(d, 'offers'),
    ];
    const after: SiteDocument[] = [start];
    for (const [n, recipe] of steps.entries()) {
      store.set(changeDocumentAtom, { label: `step ${n}`, recipe });
      after.push(store.get(documentAtom));
      tick(10);
    }
    expect(store.get(historyAtom).past).toHaveLength(steps.length);
    for (let n = steps.length - 1; n >= 0; n--) {
      expect(store.set(undoAtom)).toBe(true);
      expect(store.get(documentAtom)).toEqual(after[n]);
    }
    expect(store.get(documentAtom)).toEqual(start);
    expect(store.set(undoAtom)).toBe(false);
    for (let n = 1; n <= steps.length; n++) {
      expect(store.set(redoAtom)).toBe(true);
      expect(store.get(documentAtom)).toEqual(after[n]);
    }
    expect(store.set(redoAtom)).toBe(false);
  });

  it('editor undo: typing a word in one field within a second per key is one undo step', () => {
    const { store, tick } = editorWithClock();
    const before = store.get(documentAtom);
    let title = '';
    for (const letter of 'Winter') {
      title += letter;
      const next = title;
      store.set(changeDocumentAtom, {
        label: 'Edit Title',
        coalesceKey: 'props:winter-card:/title',
        recipe: (d) => updateBlockProps(d, 'winter-card', { ...props(d, 'winter-card'), title: next }),
      });
      tick(COALESCE_WINDOW_MS - 100);
    }
    const [step] = store.get(historyAtom).past;
    expect(step.label).toBe('Edit Title');
    // Six keystrokes overwrite one value: the step keeps the last value and the first one's inverse.
    expect(step.patches).toEqual([{ op: 'replace', path: ['pages', 1, 'blocks', 0, 'props', 'title'], value: 'Winter' }]);
    expect(step.inversePatches).toEqual([{ op: 'replace', path: ['pages', 1, 'blocks', 0, 'props', 'title'], value: 'Special offer' }]);
    expect(props(store.get(documentAtom), 'winter-card').title).toBe('Winter');
    store.set(undoAtom);
    expect(store.get(documentAtom)).toEqual(before);
    store.set(redoAtom);
    expect(props(store.get(documentAtom), 'winter-card').title).toBe('Winter');
  });

  it('editor undo: a pause longer than a second, another field, or an undo in between starts a new step', () => {
    const { store, tick } = editorWithClock();
    const type = (field: 'title' | 'cta', value: string) =>
      store.set(changeDocumentAtom, {
        label: `Edit ${field}`,
        coalesceKey: `props:winter-card:/${field}`,
        recipe: (d) => updateBlockProps(d, 'winter-card', { ...props(d, 'winter-card'), [field]: value }),
      });
    type('title', 'A');
    tick(COALESCE_WINDOW_MS + 1);
    type('title', 'AB');
    expect(store.get(historyAtom).past).toHaveLength(2);
    type('cta', 'Go');
    expect(store.get(historyAtom).past).toHaveLength(3);
    store.set(undoAtom);
    store.set(redoAtom);
    type('cta', 'Go on');
    expect(store.get(historyAtom).past).toHaveLength(4);
  });

  it('editor undo: history stores patches, not snapshots of the document', () => {
    const { store } = editorWithClock(largeTestDocument(300));
    store.set(changeDocumentAtom, {
      label: 'Edit Title',
      coalesceKey: 'props:card-1:/title',
      recipe: (d) => updateBlockProps(d, 'card-1', { ...props(d, 'card-1'), title: 'Hello' }),
    });
    const [entry] = store.get(historyAtom).past;
    expect(entry.patches).toHaveLength(1);
    expect(entry.patches[0].path).toEqual(['pages', 0, 'blocks', 0, 'slots', 'content', 0, 'props', 'title']);
    expect(entry.inversePatches).toHaveLength(1);
    const entrySize = JSON.stringify(entry).length;
    expect(entrySize).toBeLessThan(1000);
    expect(entrySize * 100).toBeLessThan(JSON.stringify(store.get(documentAtom)).length);
  });

  it('editor undo: a new change clears the redo steps', () => {
    const { store } = editorWithClock();
    store.set(changeDocumentAtom, { label: 'Delete', recipe: (d) => removeBlock(d, 'home-hero') });
    store.set(undoAtom);
    expect(store.get(canRedoAtom)).toBe(true);
    store.set(changeDocumentAtom, { label: 'Delete', recipe: (d) => removeBlock(d, 'winter-card') });
    expect(store.get(canRedoAtom)).toBe(false);
    expect(store.get(canUndoAtom)).toBe(true);
  });

  it('editor undo: history keeps the last steps up to its limit', () => {
    const { store, tick } = editorWithClock();
    const start = store.get(documentAtom);
    for (let n = 0; n < HISTORY_LIMIT + 5; n++) {
      store.set(changeDocumentAtom, { label: 'Edit', recipe: (d) => updateBlockProps(d, 'winter-card', { ...props(d, 'winter-card'), title: `T${n}` }) });
      tick(10);
    }
    expect(store.get(historyAtom).past).toHaveLength(HISTORY_LIMIT);
    while (store.set(undoAtom));
    expect(props(store.get(documentAtom), 'winter-card').title).toBe('T4');
    expect(props(start, 'winter-card').title).not.toBe('T4');
  });

  it('editor undo: a refused operation changes nothing and adds no step; a change that changes nothing adds no step', () => {
    const { store } = editorWithClock();
    const before = store.get(documentAtom);
    expect(() => store.set(changeDocumentAtom, { label: 'Delete page', recipe: (d) => deletePage(d, 'home') })).toThrow(EditorOperationError);
    expect(store.get(documentAtom)).toBe(before);
    store.set(changeDocumentAtom, { label: 'Edit', recipe: (d) => updateBlockProps(d, 'winter-card', { ...props(d, 'winter-card') }) });
    expect(store.get(historyAtom).past).toHaveLength(0);
  });

  it("editor undo: returns the recipe's result, e.g. a duplicate's id", () => {
    const { store } = editorWithClock();
    const copyId = store.set(changeDocumentAtom, { label: 'Duplicate', recipe: (d) => duplicateBlock(d, 'winter-card') });
    expect(typeof copyId).toBe('string');
    expect(findBlock(store.get(documentAtom), copyId as string)).toBeDefined();
  });
});

describe('selection', () => {
  it('editor undo: undo re-selects what was selected before the step; redo what was selected when it was undone', () => {
    const { store } = editorWithClock();
    store.set(selectionAtom, { pageId: 'offers', blockId: 'winter-card' });
    store.set(changeDocumentAtom, { label: 'Delete Promo card', recipe: (d) => removeBlock(d, 'winter-card') });
    expect(store.get(selectionAtom)).toEqual({ pageId: 'offers', blockId: null });
    store.set(selectionAtom, { pageId: 'home', blockId: 'home-hero' });
    store.set(undoAtom);
    expect(store.get(selectionAtom)).toEqual({ pageId: 'offers', blockId: 'winter-card' });
    store.set(redoAtom);
    expect(store.get(selectionAtom)).toEqual({ pageId: 'home', blockId: 'home-hero' });
    expect(findBlock(store.get(documentAtom), 'winter-card')).toBeUndefined();
  });

  it('editor undo: a selection that no longer exists falls back to its page, or to the home page', () => {
    const { store } = editorWithClock();
    store.set(selectionAtom, { pageId: 'offers', blockId: 'winter-card' });
    store.set(changeDocumentAtom, { label: 'Delete page', recipe: (d) => deletePage(d, 'offers') });
    expect(store.get(selectionAtom)).toEqual({ pageId: 'home', blockId: null });
  });

  it('editor drafts: loading a document replaces it and forgets the history', () => {
    const { store } = editorWithClock();
    store.set(changeDocumentAtom, { label: 'Delete', recipe: (d) => removeBlock(d, 'home-hero') });
    store.set(selectionAtom, { pageId: 'offers', blockId: 'winter-card' });
    const theirs = editorTestDocument();
    theirs.pages[0].title = 'Their home';
    store.set(loadDocumentAtom, theirs);
    expect(store.get(documentAtom)).toBe(theirs);
    expect(store.get(historyAtom)).toEqual({ past: [], future: [] });
    expect(store.get(selectionAtom)).toEqual({ pageId: 'offers', blockId: null });
  });
});

describe('validation', () => {
  it('editor inspector: validation follows every change, with errors by block and by page', () => {
    const { store } = editorWithClock();
    expect(store.get(validationAtom).errors).toEqual([]);
    store.set(changeDocumentAtom, {
      label: 'Edit Show from',
      recipe: (d) => updateBlockProps(d, 'summer-card', { ...props(d, 'summer-card'), start: 'next tuesday' }),
    });
    const { errors, errorsByBlockId, errorsByPage } = store.get(validationAtom);
    const expected = {
      path: '/pages/0/blocks/1/slots/content/0/props/start',
      block: { type: 'promo-card', id: 'summer-card' },
      message: 'must be a date and time like 2026-12-01T09:00:00Z',
    };
    expect(errors).toEqual([expected]);
    expect(errorsByBlockId.get('summer-card')).toEqual([expected]);
    expect(errorsByBlockId.get('offers-section')).toBeUndefined();
    expect(errorsByPage.get('home')).toEqual([expected]);
    expect(errorsByPage.get('offers')).toBeUndefined();
    store.set(undoAtom);
    expect(store.get(validationAtom).errors).toEqual([]);
  });

  it('editor pages: a page error is listed under its page and not under a block', () => {
    const doc = editorTestDocument();
    doc.pages[1].title = '';
    const { errorsByPage, errorsByBlockId } = createEditorStore(registry, doc).get(validationAtom);
    expect(errorsByPage.get('offers')).toEqual([{ path: '/pages/1/title', message: 'must not be empty' }]);
    expect(errorsByBlockId.size).toBe(0);
  });

  it('editor validation: a document that extends a brand template is checked laid over it', () => {
    const template = editorTestDocument() as unknown as Record<string, unknown>;
    const dealer = {
      schemaVersion: 1,
      extends: 'bayside',
      dealer: editorTestDocument().dealer,
      pages: [{ id: 'offers', blocks: [{ id: 'winter-card', props: { title: '' } }] }],
    } as unknown as SiteDocument;
    const errors = createEditorStore(registry, dealer, template).get(validationAtom).errors;
    expect(errors).toEqual([{ path: '/pages/1/blocks/0/props/title', block: { type: 'promo-card', id: 'winter-card' }, message: 'must not be empty' }]);
  });

  it('editor validation: the findings stay the same object while typing finds nothing new, and change with an error or a block swapped', () => {
    const { store } = editorWithClock();
    const seen: EditorFindings[] = [];
    const unsubscribe = store.sub(findingsAtom, () => seen.push(store.get(findingsAtom)));
    const first = store.get(findingsAtom);
    const summerCard = blockErrorsAtom('summer-card');
    const noErrors = store.get(summerCard);
    const edit = (title: string, start: string) =>
      store.set(changeDocumentAtom, { label: 'Edit', recipe: (d) => updateBlockProps(d, 'summer-card', { ...props(d, 'summer-card'), title, start }) });

    const validated = store.get(validationAtom);
    edit('Summer sale', '2026-12-01T09:00:00Z');
    // Validated again (the shown draft is new), with nothing new found.
    expect(store.get(validationAtom)).not.toBe(validated);
    expect(store.get(findingsAtom)).toBe(first);
    expect(seen).toEqual([]);

    edit('Summer sale', 'next tuesday');
    const withError = store.get(findingsAtom);
    expect(withError).not.toBe(first);
    expect(withError.errorsByBlockId.get('summer-card')).toHaveLength(1);
    expect(store.get(summerCard)).toHaveLength(1);
    // Typing in the title while the date is still wrong: the same error, nothing new for the badges to show.
    edit('Summer sale!', 'next tuesday');
    expect(store.get(findingsAtom)).toBe(withError);
    expect(seen).toEqual([withError]);

    edit('Summer sale!', '2026-12-01T09:00:00Z');
    expect(store.get(findingsAtom).errors).toEqual([]);
    expect(store.get(summerCard)).toBe(noErrors);
    expect(seen).toHaveLength(2);
    unsubscribe();
  });

  it('editor validation: the same error at the same place but in another block is a new finding, so the badge moves with it', () => {
    const doc = editorTestDocument();
    const store = createEditorStore(registry, doc);
    const blockAt = (d: SiteDocument) => d.pages[0].blocks[1].slots!.content[0];
    store.set(changeDocumentAtom, {
      label: 'Break',
      recipe: (d) => {
        blockAt(d).props.start = 'soon';
      },
    });
    const before = store.get(findingsAtom);
    const brokenId = blockAt(store.get(documentAtom)).id;
    expect(before.errorsByBlockId.get(brokenId)).toHaveLength(1);
    // Another block of the same kind, equally broken, takes its place: same path, same message, another block.
    store.set(changeDocumentAtom, {
      label: 'Swap',
      recipe: (d) => {
        blockAt(d).id = 'another-card';
      },
    });
    const after = store.get(findingsAtom);
    expect(after).not.toBe(before);
    expect(after.errorsByBlockId.get('another-card')).toHaveLength(1);
    expect(after.errorsByBlockId.get(brokenId)).toBeUndefined();
  });

  it('editor benchmarks: a 300-block document validates with no errors through the store', () => {
    const doc = largeTestDocument(300);
    expect(countBlocks(doc)).toBe(300);
    const store = createEditorStore(registry, doc);
    expect(store.get(validationAtom).errors).toEqual([]);
    store.set(changeDocumentAtom, { label: 'Move', recipe: (d) => moveBlock(registry, d, 'card-1', { kind: 'page', pageId: 'finance' }, 0) });
    expect(store.get(validationAtom).errors).toEqual([]);
    expect(registry.list().length).toBeGreaterThan(0);
  });
});
