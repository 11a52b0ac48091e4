import Ajv from 'ajv';
import addFormats from 'ajv-formats';

/**
 * The one ajv instance shared by the server, the runtime and the editor, so a
 * document that passes here passes everywhere.
 *
 * `useDefaults` fills the spec's defaults in while validating, which is why
 * callers validate a copy when they must keep the document as written.
 * `discriminator` makes a block's errors point at the one block schema its
 * `type` names instead of listing every branch of the `oneOf`.
 */
export function createAjv(): Ajv {
  const ajv = new Ajv({
    allErrors: true,
    useDefaults: true,
    discriminator: true,
    strict: true,
    strictRequired: false,
    allowUnionTypes: true,
  });
  addFormats(ajv, ['date', 'date-time', 'uri', 'email', 'uri-reference']);
  ajv.addKeyword({ keyword: 'x-editor', schemaType: 'object' });
  return ajv;
}

export const ajv = createAjv();
