import Ajv, { type Options } from 'ajv';
import addFormats from 'ajv-formats';

/**
 * How every ajv of ours validates. `useDefaults` fills the spec's defaults in
 * while validating, which is why callers validate a copy when they must keep
 * the document as written. `discriminator` makes a block's errors point at
 * the one block schema its `type` names instead of listing every branch of
 * the `oneOf`. Exported for the lead form's validator, written ahead of
 * time with these options (scripts/lead-validator-code.ts), so a shopper's
 * form is checked as the server checks the request.
 */
export const AJV_OPTIONS = {
  allErrors: true,
  useDefaults: true,
  discriminator: true,
  strict: true,
  strictRequired: false,
  allowUnionTypes: true,
} as const satisfies Options;

/**
 * What the site document's validator adds: `verbose` hands each error the
 * schema it broke, so the message can use that field's own words (its
 * choices' labels, what its pattern asks for) instead of ids and patterns.
 */
export const SITE_DOCUMENT_AJV_OPTIONS = { verbose: true } as const satisfies Options;

/**
 * The one ajv instance shared by the server, the runtime and the editor, so a
 * document that passes here passes everywhere. `x-editor` holds the editor's
 * hints (a widget, the labels of a field's choices, what its pattern asks
 * for in words); validation ignores it.
 */
export function createAjv(extra: Options = {}): Ajv {
  const ajv = new Ajv({ ...AJV_OPTIONS, ...extra });
  addFormats(ajv, ['date', 'date-time', 'uri', 'email', 'uri-reference']);
  ajv.addKeyword({ keyword: 'x-editor', schemaType: 'object' });
  return ajv;
}

export const ajv = createAjv();
