import type { DocumentError } from '../../schemas/errors';
import type { SiteDocument } from '../../schemas/site-document';
import type { BlockRegistry } from '../registry';
import { applyTemplate } from './merge';
import { migrateSiteDocument } from './migrate';
import { validateSiteDocument } from './validator';

export interface ResolvedSiteDocument {
  document: SiteDocument;
  errors: DocumentError[];
  migrationsApplied: string[];
}

/**
 * A stored dealer document as the site shows it: both parts upgraded to the
 * current schema, laid over the brand template, validated, defaults filled.
 */
export function resolveSiteDocument(
  dealer: Record<string, unknown>,
  template: Record<string, unknown> | undefined,
  registry: BlockRegistry,
): ResolvedSiteDocument {
  const dealerMigrated = migrateSiteDocument(dealer);
  const templateMigrated = template ? migrateSiteDocument(template).document : undefined;
  const merged = applyTemplate(templateMigrated, dealerMigrated.document);
  const validation = validateSiteDocument(merged, registry);
  return { document: validation.document, errors: validation.errors, migrationsApplied: dealerMigrated.applied };
}
