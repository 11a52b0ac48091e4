import { formatError } from '../../../schemas/errors';
import type { SiteDocument } from '../../../schemas/site-document';
import type { BlockRegistry } from '../../registry';
import { validateSiteDocument } from '../validator';

/** A test's document, validated with its defaults filled in; throws with the errors when it is not a valid site, so a test never reads an invalid one as a site. */
export function validSite(raw: unknown, registry: BlockRegistry): SiteDocument {
  const result = validateSiteDocument(raw, registry);
  if (!result.valid) throw new Error(`Not a valid site document: ${result.errors.map(formatError).join('; ')}`);
  return result.document;
}
