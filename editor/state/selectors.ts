import { atom } from 'jotai';
import { selectAtom } from 'jotai/utils';
import type { SiteDocument } from '../../schemas/site-document';
import type { BlockNode } from '../../schemas/block-node';
import type { DocumentError } from '../../schemas/errors';
import { blockLabel, blockListAt, findBlock } from '../document/find-block';
import { registryAtom } from './registry';
import { documentAtom, type EditorValidation, selectionAtom, validationAtom } from './editor-store';

/*
 * Narrow views of the store. A component that reads one of these re-renders
 * only when that part changes: selecting a block must not re-render what
 * shows the page, and typing must not re-render what shows the selection.
 */

export const selectedPageIdAtom = selectAtom(selectionAtom, (selection) => selection.pageId);
export const selectedBlockIdAtom = selectAtom(selectionAtom, (selection) => selection.blockId);

type Page = SiteDocument['pages'][number];

/** The selected page (the first page when it is gone); a new object only when that page changes. */
export const selectedPageAtom = atom((get): Page | undefined => {
  const pages = get(documentAtom).pages;
  const pageId = get(selectedPageIdAtom);
  return pages.find((page) => page.id === pageId) ?? pages[0];
});

export interface PageHeading {
  id: string;
  path?: string;
  title?: string;
  layout?: boolean;
}

/** What the preview and headings show of the selected page: unchanged while its blocks are edited. */
export const selectedPageHeadingAtom = selectAtom(
  selectedPageAtom,
  (page): PageHeading | undefined => page && { id: page.id, path: page.path, title: page.title, layout: (page as { layout?: boolean }).layout },
  (a, b) => a === b || (a !== undefined && b !== undefined && a.id === b.id && a.path === b.path && a.title === b.title && a.layout === b.layout),
);

/** A block's node; the same object until that block itself changes. */
export function blockNodeAtom(blockId: string | null) {
  return atom((get): BlockNode | undefined => (blockId ? findBlock(get(documentAtom), blockId)?.node : undefined));
}

const NO_ERRORS: readonly DocumentError[] = [];

function sameErrors(a: readonly DocumentError[], b: readonly DocumentError[]): boolean {
  return a === b || (a.length === b.length && a.every((error, i) => error.path === b[i].path && error.message === b[i].message && error.block?.id === b[i].block?.id));
}

export type EditorFindings = Pick<EditorValidation, 'errors' | 'errorsByBlockId' | 'errorsByPage'>;

/**
 * What the validation found, the same object while the errors stay the same.
 * Each edit validates again (the shown draft is new), but typing in a valid
 * block finds nothing new: the outline's hundreds of rows, the inspector and
 * the pages list, which show only errors, are not even asked.
 */
export const findingsAtom = selectAtom(
  validationAtom,
  ({ errors, errorsByBlockId, errorsByPage }): EditorFindings => ({ errors, errorsByBlockId, errorsByPage }),
  (a, b) => sameErrors(a.errors, b.errors),
);

/** One block's errors: a new array only when they change, not on every validation of the document. */
export function blockErrorsAtom(blockId: string) {
  return selectAtom(findingsAtom, (findings) => findings.errorsByBlockId.get(blockId) ?? NO_ERRORS, sameErrors);
}

/** Where the selected block stands, for its action bar: its name, and whether it can move up or down. */
export interface SelectedBlockPlace {
  label: string;
  first: boolean;
  last: boolean;
}

const samePlace = (a: SelectedBlockPlace | undefined, b: SelectedBlockPlace | undefined) =>
  a === b || (a !== undefined && b !== undefined && a.label === b.label && a.first === b.first && a.last === b.last);

/** The selected block's name and whether it is first or last in its list, for its action bar: the same object while those stay. */
export const selectedBlockPlaceAtom = selectAtom(
  atom((get): SelectedBlockPlace | undefined => {
    const blockId = get(selectedBlockIdAtom);
    const document = get(documentAtom);
    const found = blockId ? findBlock(document, blockId) : undefined;
    if (!found) return undefined;
    const length = blockListAt(document, found.list).length;
    return { label: blockLabel(get(registryAtom), found.node.type), first: found.index === 0, last: found.index === length - 1 };
  }),
  (place) => place,
  samePlace,
);
