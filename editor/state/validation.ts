import type { DocumentError } from '../../schemas/errors';
import { pointerSegments, segmentsToPointer } from '../../schemas/errors';
import type { SiteDocument } from '../../schemas/site-document';
import type { BlockRegistry } from '../../runtime/registry';
import { applyTemplate, type MergesKept } from '../../runtime/site-document/merge';
import { checkDocumentCopy, mayBeTooLarge, validateBlockNode, validateSiteDocumentParts } from '../../runtime/site-document/validator';
import { type DocumentPath, replacedAt, singleChangedBlock } from './changed-block';

export interface EditorValidation {
  /** Every error of the whole document, as the server would report it. */
  errors: readonly DocumentError[];
  /** Errors by the innermost block they sit in: the outline's badges. */
  errorsByBlockId: ReadonlyMap<string, readonly DocumentError[]>;
  /** Errors by the page they sit in (its own fields and its blocks): the pages list's badges. */
  errorsByPage: ReadonlyMap<string, readonly DocumentError[]>;
  /** The document as the site would show it: laid over its brand template, every default filled. What the canvas renders. */
  shown: unknown;
  /**
   * How `shown` came from the validation before, when an edit changed one
   * block only: that block's new shown form at its path. The canvas, showing
   * `from`, then takes the one block instead of the whole draft.
   */
  shownChange?: { from: unknown; path: DocumentPath; block: unknown };
}

/** What the next edit's validation starts from: the document it checked and its findings kept apart. */
interface Checked {
  document: SiteDocument;
  template: Record<string, unknown> | null | undefined;
  /** The document as the site shows it, laid over its template: what was validated. */
  subject: unknown;
  registry: BlockRegistry;
  schemaErrors: readonly DocumentError[];
  jsonLength: number;
  /** Over the size limit: the schema was not run, so there are no findings to keep. */
  tooLarge?: true;
  validation: EditorValidation;
}

/** The pages of a document that may be invalid, as far as it has them. */
function pagesOf(document: unknown): { id?: unknown }[] | undefined {
  const pages = (document as { pages?: unknown } | null)?.pages;
  return Array.isArray(pages) ? pages : undefined;
}

function push<K>(map: Map<K, DocumentError[]>, key: K, error: DocumentError): void {
  const list = map.get(key);
  if (list) list.push(error);
  else map.set(key, [error]);
}

function withErrorMaps(errors: readonly DocumentError[], shown: unknown): EditorValidation {
  const errorsByBlockId = new Map<string, DocumentError[]>();
  const errorsByPage = new Map<string, DocumentError[]>();
  for (const error of errors) {
    if (error.block) push(errorsByBlockId, error.block.id, error);
    const [section, index] = pointerSegments(error.path);
    const pageId = section === 'pages' && index !== undefined ? pagesOf(shown)?.[Number(index)]?.id : undefined;
    if (typeof pageId === 'string') push(errorsByPage, pageId, error);
  }
  return { errors, errorsByBlockId, errorsByPage, shown };
}

/**
 * Validates with the compiled validator the server uses. A document that
 * extends a brand template is checked as the site shows it, laid over the
 * template, when the template is given.
 */
export function validateForEditor(registry: BlockRegistry, doc: SiteDocument, template?: Record<string, unknown> | null): EditorValidation {
  return checkForEditor(registry, doc, template).validation;
}

/** The document as the site shows it: laid over its brand template when it extends one and the template is given. */
function subjectOf(doc: SiteDocument, template: Record<string, unknown> | null | undefined, kept?: MergesKept): unknown {
  return doc.extends && template ? applyTemplate(template, doc as unknown as Record<string, unknown>, kept) : doc;
}

function checkForEditor(registry: BlockRegistry, doc: SiteDocument, template: Record<string, unknown> | null | undefined, subject: unknown = subjectOf(doc, template)): Checked {
  const parts = validateSiteDocumentParts(subject, registry);
  const checked = { document: doc, template, subject, registry, jsonLength: parts.jsonLength };
  if ('tooLarge' in parts) return { ...checked, schemaErrors: [parts.tooLarge], tooLarge: true, validation: withErrorMaps([parts.tooLarge], subject) };
  return { ...checked, schemaErrors: parts.schemaErrors, validation: withErrorMaps([...parts.schemaErrors, ...parts.checkErrors], parts.copy) };
}

/** An error at the block, inside it, or on the way to it (a parent the schema did not look into, so it filled no defaults in the block). */
const touches = (error: DocumentError, pointer: string) => error.path === pointer || error.path.startsWith(`${pointer}/`) || pointer.startsWith(`${error.path}/`);

/**
 * The validation after an edit that stayed inside one block, from the one
 * before it: only that block is checked against its schema, and the checks
 * across the document run on the shown draft with the block in place. It is
 * the whole validation's answer, so it is taken only where it must be the
 * same: the block had no schema error before the edit and has none after (a
 * block's schema errors sit under its path alone, and the others are kept as
 * they were, in their order), nothing on the way to it had one either, and
 * the document is far from the size limit.
 * Undefined otherwise: the caller validates the whole document.
 */
function checkOneBlock(last: Checked, doc: SiteDocument, subject: unknown): Checked | undefined {
  if (last.tooLarge) return undefined;
  const edit = singleChangedBlock(last.subject, subject);
  if (!edit) return undefined;
  const pointer = segmentsToPointer(edit.path);
  if (last.schemaErrors.some((error) => touches(error, pointer))) return undefined;
  const jsonLength = last.jsonLength - JSON.stringify(edit.before).length + JSON.stringify(edit.after).length;
  if (mayBeTooLarge(jsonLength)) return undefined;
  const block = validateBlockNode(edit.after, last.registry);
  if (!block.valid) return undefined;
  const from = last.validation.shown;
  const shown = replacedAt(from, edit.path, block.copy);
  const validation = withErrorMaps([...last.schemaErrors, ...checkDocumentCopy(shown, last.registry)], shown);
  return { ...last, document: doc, subject, jsonLength, validation: { ...validation, shownChange: { from, path: edit.path, block: block.copy } } };
}

/**
 * The editor's validation of each new version of the document, from the
 * last one where an edit changed one block only (typing in a field): on a
 * page of hundreds of blocks a keystroke then checks the one block, and the
 * canvas is sent that block alone. A document that extends a brand template
 * is laid over it with the merges of its untouched parts kept, so that an
 * edit of one block changes one block of what is validated too.
 */
export function createEditorValidator(): (registry: BlockRegistry, doc: SiteDocument, template?: Record<string, unknown> | null) => EditorValidation {
  let last: Checked | undefined;
  let kept: MergesKept = new WeakMap();
  return (registry, doc, template) => {
    const same = last !== undefined && last.registry === registry && last.template === template;
    if (same && last?.document === doc) return last.validation;
    // Merges made over another template are of no use, and would keep it in memory.
    if (!same) kept = new WeakMap();
    const subject = subjectOf(doc, template, kept);
    last = (same && last && checkOneBlock(last, doc, subject)) || checkForEditor(registry, doc, template, subject);
    return last.validation;
  };
}
