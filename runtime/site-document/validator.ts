import type { ValidateFunction } from 'ajv';
import { createAjv, SITE_DOCUMENT_AJV_OPTIONS } from '../../schemas/ajv';
import { MAX_DOCUMENT_BYTES } from '../../schemas/document-limits';
import type { DocumentError } from '../../schemas/errors';
import { describeErrors } from '../../schemas/errors';
import type { SiteDocument } from '../../schemas/site-document';
import { siteDocumentSchema } from '../../schemas/site-document';
import type { BlockRegistry } from '../registry';
import { checkDocument } from './document-checks';

/** A document with errors stays `unknown`: nothing may read it as a site until validation says it is one. */
export type SiteDocumentValidation = { valid: true; document: SiteDocument; errors: [] } | { valid: false; document: unknown; errors: DocumentError[] };

const compiled = new WeakMap<BlockRegistry, ValidateFunction>();

/** Compiled once per registry: the editor and the server share the same function. */
export function siteDocumentValidatorFor(registry: BlockRegistry): ValidateFunction {
  let validate = compiled.get(registry);
  if (!validate) {
    validate = createAjv(SITE_DOCUMENT_AJV_OPTIONS).compile(siteDocumentSchema(registry.schemaEntries()));
    compiled.set(registry, validate);
  }
  return validate;
}

/**
 * Validates a copy of the document and returns it with every default filled
 * in, so the caller's object stays exactly as written.
 */
export function validateSiteDocument(document: unknown, registry: BlockRegistry): SiteDocumentValidation {
  const tooLarge = documentSizeError(document);
  // Too large to keep: said at once, before spending a validation on it.
  if (tooLarge) return { valid: false, document, errors: [tooLarge] };
  const copy = structuredClone(document);
  const validate = siteDocumentValidatorFor(registry);
  const schemaValid = validate(copy);
  const errors = [
    ...describeErrors(copy, schemaValid ? [] : validate.errors),
    ...(copy && typeof copy === 'object' && !Array.isArray(copy) ? checkDocument(copy as Record<string, unknown>, (type) => registry.get(type)?.load !== undefined) : []),
  ];
  return errors.length === 0 ? { valid: true, document: copy as SiteDocument, errors: [] } : { valid: false, document: copy, errors };
}

/** A UTF-8 character is at most 3 bytes per UTF-16 unit, so a short document is never encoded to be measured. */
function documentSizeError(document: unknown): DocumentError | undefined {
  const json = JSON.stringify(document) ?? '';
  if (json.length * 3 <= MAX_DOCUMENT_BYTES) return undefined;
  const bytes = new TextEncoder().encode(json).length;
  if (bytes <= MAX_DOCUMENT_BYTES) return undefined;
  // Rounded up, so a document just over the limit never reads as exactly at it.
  return {
    path: '',
    message: `is ${(Math.ceil(bytes / 10_000) / 100).toFixed(2)} MB; a site document can be at most ${MAX_DOCUMENT_BYTES / 1_000_000} MB. Remove some pages or blocks.`,
  };
}
