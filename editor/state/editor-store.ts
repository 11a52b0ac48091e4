import { applyPatches, produceWithPatches } from 'immer';
import { atom, createStore } from 'jotai';
import { CURRENT_SCHEMA_VERSION, type SiteDocument } from '../../schemas/site-document';
import { EMPTY_HISTORY, recordChange, type EditorHistory } from './history';
import { homePageId, keepSelectionValid, type EditorSelection } from './selection';
import type { BlockRegistry } from '../../runtime/registry';
import { registryAtom } from './registry';
import { createEditorValidator, type EditorValidation } from './validation';

export type { EditorSelection } from './selection';
export type { EditorHistory } from './history';
export type { EditorValidation } from './validation';

/** One change as the editor asks for it. */
export interface DocumentChange<Result = unknown> {
  /** What the step did, in words, e.g. "Move Promo card"; shown as "Undo Move Promo card". */
  label: string;
  /** An immer recipe, usually one operation from editor/document/operations. */
  recipe: (draft: SiteDocument) => Result;
  /** Changes with the same key within a second are one undo step, e.g. `props:promo-card-3f9a:title`. */
  coalesceKey?: string;
}

/** The time source history uses to coalesce; tests set a fake one. */
export interface EditorClock {
  now: () => number;
}

/**
 * Holds the place of a document until `loadDocumentAtom` runs: a site with
 * one empty home page, never saved (the shell loads before it shows anything).
 */
const NOT_LOADED = {
  schemaVersion: CURRENT_SCHEMA_VERSION,
  layout: { header: [], footer: [] },
  pages: [{ id: 'home', path: '/', title: 'Home', blocks: [] }],
} as unknown as SiteDocument;

const storedDocumentAtom = atom<SiteDocument>(NOT_LOADED);
const storedHistoryAtom = atom<EditorHistory>(EMPTY_HISTORY);

/** The site document being edited: the one source of truth. Changed only through the write atoms below, so every change is in the history. */
export const documentAtom = atom((get) => get(storedDocumentAtom));

export const selectionAtom = atom<EditorSelection>({ pageId: homePageId(NOT_LOADED), blockId: null });

export const historyAtom = atom((get) => get(storedHistoryAtom));
export const canUndoAtom = atom((get) => get(storedHistoryAtom).past.length > 0);
export const canRedoAtom = atom((get) => get(storedHistoryAtom).future.length > 0);

export const editorClockAtom = atom<EditorClock>({ now: () => Date.now() });

/**
 * The brand template the document extends, when it extends one, so
 * validation checks the site as shoppers would see it; null otherwise.
 */
export const brandTemplateAtom = atom<Record<string, unknown> | null>(null);

const validateDraft = createEditorValidator();

/** Errors of the whole document, recomputed (once) after each change, from the last validation where an edit stayed in one block. */
export const validationAtom = atom<EditorValidation>((get) => validateDraft(get(registryAtom), get(storedDocumentAtom), get(brandTemplateAtom)));

/**
 * Applies a change as an undo step and returns what the recipe returned
 * (e.g. a duplicate's id). A refused operation throws EditorOperationError
 * and changes nothing; a recipe that changes nothing adds no step.
 */
export const changeDocumentAtom = atom(null, (get, set, change: DocumentChange): unknown => {
  let result: unknown;
  const [next, patches, inversePatches] = produceWithPatches(get(storedDocumentAtom), (draft) => {
    // Not returned: an immer recipe that returns a value replaces the document with it.
    result = change.recipe(draft as SiteDocument);
  });
  if (patches.length === 0) return result;
  const selection = get(selectionAtom);
  set(storedDocumentAtom, next);
  set(
    storedHistoryAtom,
    recordChange(get(storedHistoryAtom), {
      label: change.label,
      patches,
      inversePatches,
      coalesceKey: change.coalesceKey,
      at: get(editorClockAtom).now(),
      selectionBefore: selection,
      selectionAfter: selection,
    }),
  );
  set(selectionAtom, keepSelectionValid(next, selection));
  return result;
});

/** Undoes the last step and selects what was selected before it; false when there is nothing to undo. */
export const undoAtom = atom(null, (get, set): boolean => {
  const { past, future } = get(storedHistoryAtom);
  const entry = past.at(-1);
  if (!entry) return false;
  const next = applyPatches(get(storedDocumentAtom), entry.inversePatches);
  set(storedDocumentAtom, next);
  set(storedHistoryAtom, { past: past.slice(0, -1), future: [...future, { ...entry, sealed: true, selectionAfter: get(selectionAtom) }] });
  set(selectionAtom, keepSelectionValid(next, entry.selectionBefore));
  return true;
});

/** Redoes the last undone step and selects what was selected when it was undone; false when there is nothing to redo. */
export const redoAtom = atom(null, (get, set): boolean => {
  const { past, future } = get(storedHistoryAtom);
  const entry = future.at(-1);
  if (!entry) return false;
  const next = applyPatches(get(storedDocumentAtom), entry.patches);
  set(storedDocumentAtom, next);
  set(storedHistoryAtom, { past: [...past, { ...entry, sealed: true }], future: future.slice(0, -1) });
  set(selectionAtom, keepSelectionValid(next, entry.selectionAfter));
  return true;
});

/**
 * Replaces the document (a draft loaded, another marketer's version taken,
 * an import) and forgets the history, which described the old one. The
 * selected page stays selected when the new document still has it.
 */
export const loadDocumentAtom = atom(null, (get, set, document: SiteDocument) => {
  set(storedDocumentAtom, document);
  set(storedHistoryAtom, EMPTY_HISTORY);
  set(selectionAtom, keepSelectionValid(document, { ...get(selectionAtom), blockId: null }));
});

/** A store holding a document and the block types it may use, for a Provider (and for tests). */
export function createEditorStore(registry: BlockRegistry, document: SiteDocument, template: Record<string, unknown> | null = null) {
  const store = createStore();
  store.set(registryAtom, registry);
  store.set(brandTemplateAtom, template);
  store.set(loadDocumentAtom, document);
  store.set(selectionAtom, { pageId: homePageId(document), blockId: null });
  return store;
}
