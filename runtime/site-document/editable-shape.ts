import { createAjv, SITE_DOCUMENT_AJV_OPTIONS } from '../../schemas/ajv';
import { editableDocumentSchema } from '../../schemas/editable-document';
import { describeErrors, type DocumentError } from '../../schemas/errors';
import type { SiteDocument } from '../../schemas/site-document';

const check = createAjv(SITE_DOCUMENT_AJV_OPTIONS).compile(editableDocumentSchema);

export type OpenedDocument = { ok: true; document: SiteDocument } | { ok: false; errors: DocumentError[] };

/**
 * A draft as the editor may hold it. The editor works on documents with
 * errors (the marketer sees them listed and fixes them), so it holds them
 * typed as a site document; its operations read only the pages, layout and
 * block lists, and this shape is exactly what they need. A value without
 * it is refused here, not trusted.
 */
export function openInEditor(value: unknown): OpenedDocument {
  if (check(value)) return { ok: true, document: value as unknown as SiteDocument };
  return { ok: false, errors: describeErrors(value, check.errors) };
}
