import type { DocumentError } from '../../schemas/errors';
import { pointerSegments } from '../../schemas/errors';
import type { SiteDocument } from '../../schemas/site-document';
import type { BlockRegistry } from '../../runtime/registry';
import { applyTemplate } from '../../runtime/site-document/merge';
import { validateSiteDocument } from '../../runtime/site-document/validator';

export interface EditorValidation {
  /** Every error of the whole document, as the server would report it. */
  errors: readonly DocumentError[];
  /** Errors by the innermost block they sit in: the outline's badges. */
  errorsByBlockId: ReadonlyMap<string, readonly DocumentError[]>;
  /** Errors by the page they sit in (its own fields and its blocks): the pages list's badges. */
  errorsByPage: ReadonlyMap<string, readonly DocumentError[]>;
  /** The document as the site would show it: laid over its brand template, every default filled. What the canvas renders. */
  shown: unknown;
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

/**
 * Validates with the compiled validator the server uses. A document that
 * extends a brand template is checked as the site shows it, laid over the
 * template, when the template is given.
 */
export function validateForEditor(registry: BlockRegistry, doc: SiteDocument, template?: Record<string, unknown> | null): EditorValidation {
  const subject = doc.extends && template ? applyTemplate(template, doc as unknown as Record<string, unknown>) : doc;
  const { errors, document: checked } = validateSiteDocument(subject, registry);
  const errorsByBlockId = new Map<string, DocumentError[]>();
  const errorsByPage = new Map<string, DocumentError[]>();
  for (const error of errors) {
    if (error.block) push(errorsByBlockId, error.block.id, error);
    const [section, index] = pointerSegments(error.path);
    const pageId = section === 'pages' && index !== undefined ? pagesOf(checked)?.[Number(index)]?.id : undefined;
    if (typeof pageId === 'string') push(errorsByPage, pageId, error);
  }
  return { errors, errorsByBlockId, errorsByPage, shown: checked };
}
