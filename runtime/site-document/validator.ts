import type { ValidateFunction } from 'ajv';
import { createAjv } from '../../schemas/ajv';
import type { DocumentError } from '../../schemas/errors';
import { describeErrors } from '../../schemas/errors';
import type { SiteDocument } from '../../schemas/site-document';
import { siteDocumentSchema } from '../../schemas/site-document';
import type { BlockRegistry } from '../registry';
import { checkDocument } from './document-checks';

export type SiteDocumentValidation =
  | { valid: true; document: SiteDocument; errors: [] }
  | { valid: false; document: SiteDocument; errors: DocumentError[] };

const compiled = new WeakMap<BlockRegistry, ValidateFunction>();

/** Compiled once per registry: the editor and the server share the same function. */
export function siteDocumentValidatorFor(registry: BlockRegistry): ValidateFunction {
  let validate = compiled.get(registry);
  if (!validate) {
    validate = createAjv().compile(siteDocumentSchema(registry.schemaEntries()));
    compiled.set(registry, validate);
  }
  return validate;
}

/**
 * Validates a copy of the document and returns it with every default filled
 * in, so the caller's object stays exactly as written.
 */
export function validateSiteDocument(document: unknown, registry: BlockRegistry): SiteDocumentValidation {
  const copy = structuredClone(document);
  const validate = siteDocumentValidatorFor(registry);
  const schemaValid = validate(copy);
  const errors = [
    ...describeErrors(copy, schemaValid ? [] : validate.errors),
    ...(copy && typeof copy === 'object' && !Array.isArray(copy) ? checkDocument(copy as Record<string, unknown>) : []),
  ];
  return errors.length === 0
    ? { valid: true, document: copy as SiteDocument, errors: [] }
    : { valid: false, document: copy as SiteDocument, errors };
}
