import type { ValidateFunction } from 'ajv';
import { createAjv, SITE_DOCUMENT_AJV_OPTIONS } from '../../schemas/ajv';
import { MAX_DOCUMENT_BYTES } from '../../schemas/document-limits';
import type { DocumentError } from '../../schemas/errors';
import { describeErrors } from '../../schemas/errors';
import type { SiteDocument } from '../../schemas/site-document';
import { siteDocumentSchema } from '../../schemas/site-document';
import { BLOCK_DEFINITION_REF, blockUnionSchema } from '../../schemas/block-node';
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
  const parts = validateSiteDocumentParts(document, registry);
  // Too large to keep: said at once, before spending a validation on it.
  if ('tooLarge' in parts) return { valid: false, document, errors: [parts.tooLarge] };
  const errors = [...parts.schemaErrors, ...parts.checkErrors];
  return errors.length === 0 ? { valid: true, document: parts.copy as SiteDocument, errors: [] } : { valid: false, document: parts.copy, errors };
}

/** A validation's findings kept apart, for the editor, which checks again only the block an edit changed. */
export type SiteDocumentParts =
  | { tooLarge: DocumentError; jsonLength: number }
  | {
      /** The validated copy, every default filled in. */
      copy: unknown;
      /** What the JSON Schema found: a block's own errors sit only under that block's path. */
      schemaErrors: DocumentError[];
      /** What the checks across the document found (ids used twice, links to missing pages…). */
      checkErrors: DocumentError[];
      /** The length of the document as JSON, in UTF-16 units: what the size limit is first measured by. */
      jsonLength: number;
    };

export function validateSiteDocumentParts(document: unknown, registry: BlockRegistry): SiteDocumentParts {
  const jsonLength = (JSON.stringify(document) ?? '').length;
  const tooLarge = documentSizeError(document, jsonLength);
  if (tooLarge) return { tooLarge, jsonLength };
  const copy = structuredClone(document);
  const validate = siteDocumentValidatorFor(registry);
  const schemaValid = validate(copy);
  return {
    copy,
    schemaErrors: describeErrors(copy, schemaValid ? [] : validate.errors),
    checkErrors: checkDocumentCopy(copy, registry),
    jsonLength,
  };
}

/** The checks across the document, on a copy the schema has filled in. */
export function checkDocumentCopy(copy: unknown, registry: BlockRegistry): DocumentError[] {
  return copy && typeof copy === 'object' && !Array.isArray(copy) ? checkDocument(copy as Record<string, unknown>, (type) => registry.get(type)?.load !== undefined) : [];
}

const blockValidators = new WeakMap<BlockRegistry, ValidateFunction>();

/**
 * The block schema's validator. The document's validator has compiled it
 * already, as a function of its own (a block's slots hold blocks, so the
 * schema refers to itself), and it is taken from there: compiling it again
 * took about 150 ms, paid at the marketer's first keystroke. Compiled on its
 * own only should ajv stop keeping it where it does today.
 */
export function blockNodeValidatorFor(registry: BlockRegistry): ValidateFunction {
  let validate = blockValidators.get(registry);
  if (!validate) {
    const refs = (siteDocumentValidatorFor(registry) as { schemaEnv?: { refs?: Record<string, unknown> } }).schemaEnv?.refs;
    const compiled = (refs?.[BLOCK_DEFINITION_REF] as { validate?: unknown } | undefined)?.validate;
    validate =
      typeof compiled === 'function'
        ? (compiled as ValidateFunction)
        : createAjv(SITE_DOCUMENT_AJV_OPTIONS).compile({ $ref: BLOCK_DEFINITION_REF, $defs: { block: blockUnionSchema(registry.schemaEntries()) } });
    blockValidators.set(registry, validate);
  }
  return validate;
}

/**
 * One block, with what it holds, checked against the same block schema the
 * document's validator uses, and returned as a copy with its defaults filled
 * in; `valid` is false when the schema finds anything wrong in it.
 */
export function validateBlockNode(block: unknown, registry: BlockRegistry): { valid: boolean; copy: unknown } {
  const copy = structuredClone(block);
  return { valid: blockNodeValidatorFor(registry)(copy) === true, copy };
}

/** Whether a document this long in UTF-16 units might be over the size limit, and must be measured in bytes. */
export const mayBeTooLarge = (jsonLength: number): boolean => jsonLength * 3 > MAX_DOCUMENT_BYTES;

/** A UTF-8 character is at most 3 bytes per UTF-16 unit, so a short document is never encoded to be measured. */
function documentSizeError(document: unknown, jsonLength: number): DocumentError | undefined {
  if (!mayBeTooLarge(jsonLength)) return undefined;
  const bytes = new TextEncoder().encode(JSON.stringify(document) ?? '').length;
  if (bytes <= MAX_DOCUMENT_BYTES) return undefined;
  // Rounded up, so a document just over the limit never reads as exactly at it.
  return {
    path: '',
    message: `is ${(Math.ceil(bytes / 10_000) / 100).toFixed(2)} MB; a site document can be at most ${MAX_DOCUMENT_BYTES / 1_000_000} MB. Remove some pages or blocks.`,
  };
}
