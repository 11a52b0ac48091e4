import { atom } from 'jotai';
import { pointerSegments, segmentsToPointer, type DocumentError } from '../../schemas/errors';
import type { SiteDocument } from '../../schemas/site-document';
import { fieldId } from '../inspector/field-id';
import type { EditorSelection } from '../state/editor-store';

/** The inspector's views: the selected block, or (none selected) the page and the site-wide sections. */
export type InspectorTab = 'page' | 'settings' | 'theme' | 'navigation';
export const SITE_SECTIONS = ['settings', 'theme', 'navigation'] as const;
export type SiteSection = (typeof SITE_SECTIONS)[number];

/** Which tab the inspector shows while no block is selected. */
export const inspectorTabAtom = atom<InspectorTab>('page');

/** The id prefixes of the inspector's forms, so a field's DOM id can be worked out from a document path. */
export const inspectorIdPrefix = {
  block: (blockId: string) => `block-${blockId}`,
  page: (pageId: string) => `page-${pageId}`,
  section: (section: SiteSection) => `site-${section}`,
};

/** Errors under `prefix` (a JSON Pointer), with their paths made relative to it, as a form takes them. */
export function errorsUnder(errors: readonly DocumentError[], prefix: string): { path: string; message: string }[] {
  return errors.filter((error) => error.path === prefix || error.path.startsWith(`${prefix}/`)).map((error) => ({ path: error.path.slice(prefix.length), message: error.message }));
}

/** Where the inspector edits the value an error is about: what to select, which tab, and the input's DOM id. */
export interface ErrorField {
  selection: EditorSelection;
  tab: InspectorTab | null;
  fieldDomId: string;
}

/**
 * The inspector field for a document error: a block's prop (the block gets
 * selected), a page's own field, or a field of settings, theme or
 * navigation. Undefined when no form edits that part of the document.
 */
export function errorField(document: SiteDocument, error: DocumentError, currentPageId: string): ErrorField | undefined {
  const segments = pointerSegments(error.path);
  if (error.block) {
    const propsAt = segments.lastIndexOf('props');
    const pointer = propsAt < 0 ? '' : segmentsToPointer(segments.slice(propsAt + 1));
    const pageIndex = segments[0] === 'pages' ? Number(segments[1]) : NaN;
    const pageId = document.pages[pageIndex]?.id ?? currentPageId;
    return { selection: { pageId, blockId: error.block.id }, tab: null, fieldDomId: fieldId(inspectorIdPrefix.block(error.block.id), pointer) };
  }
  const [section, ...rest] = segments;
  if (section === 'pages' && rest.length > 0) {
    const page = document.pages[Number(rest[0])];
    if (!page) return undefined;
    return { selection: { pageId: page.id, blockId: null }, tab: 'page', fieldDomId: fieldId(inspectorIdPrefix.page(page.id), segmentsToPointer(rest.slice(1))) };
  }
  if ((SITE_SECTIONS as readonly string[]).includes(section)) {
    const siteSection = section as SiteSection;
    return { selection: { pageId: currentPageId, blockId: null }, tab: siteSection, fieldDomId: fieldId(inspectorIdPrefix.section(siteSection), segmentsToPointer(rest)) };
  }
  return undefined;
}

/** A block's errors split for its form: those in its props (relative to them), and any about the block itself. */
export function blockErrors(errors: readonly DocumentError[]): { props: { path: string; message: string }[]; other: DocumentError[] } {
  const props: { path: string; message: string }[] = [];
  const other: DocumentError[] = [];
  for (const error of errors) {
    const segments = pointerSegments(error.path);
    const propsAt = segments.lastIndexOf('props');
    if (propsAt < 0) other.push(error);
    else props.push({ path: segmentsToPointer(segments.slice(propsAt + 1)), message: error.message });
  }
  return { props, other };
}

/**
 * Writes only the keys whose values changed, so a field's edit is one small
 * patch in the history. `keys` limits it to the fields a form edits (a
 * page's settings, not its id or blocks).
 */
export function assignChanged(
  target: Record<string, unknown>,
  next: Record<string, unknown>,
  keys: readonly string[] = [...new Set([...Object.keys(target), ...Object.keys(next)])],
): void {
  for (const key of keys) {
    if (!(key in next)) delete target[key];
    else if (JSON.stringify(target[key]) !== JSON.stringify(next[key])) target[key] = structuredClone(next[key]);
  }
}
