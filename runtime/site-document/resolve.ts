import type { DocumentError } from '../../schemas/errors';
import type { SiteDocument } from '../../schemas/site-document';
import type { BlockRegistry } from '../registry';
import { applyTemplate } from './merge';
import { migrateSiteDocument } from './migrate';
import { validateSiteDocument } from './validator';

type JsonObject = Record<string, unknown>;

/** The brand template of this name, from wherever the caller keeps them: the database, or dealer-configs/templates. */
export type FindBrandTemplate = (name: string) => Promise<JsonObject | undefined> | JsonObject | undefined;

export type DocumentOverTemplate =
  | { ok: true; document: JsonObject; migrationsApplied: string[] }
  /** `extends` is not a name, or names a template there is none of; `document` is the dealer's alone. */
  | { ok: false; document: JsonObject; migrationsApplied: string[]; error: DocumentError };

/**
 * A dealer document upgraded to the current schema and laid over the brand
 * template its `extends` names, upgraded too; not yet validated. A migration
 * that cannot run throws, as migrateSiteDocument does.
 */
export async function layOverBrandTemplate(dealer: JsonObject, findTemplate: FindBrandTemplate): Promise<DocumentOverTemplate> {
  const { document, applied: migrationsApplied } = migrateSiteDocument(dealer);
  const parent = document.extends;
  if (parent === undefined) return { ok: true, document, migrationsApplied };
  if (typeof parent !== 'string') return { ok: false, document, migrationsApplied, error: { path: '/extends', message: 'must be the name of a brand template' } };
  const template = await findTemplate(parent);
  if (!template) return { ok: false, document, migrationsApplied, error: { path: '/extends', message: `names the template "${parent}", which this platform does not have` } };
  return { ok: true, document: applyTemplate(migrateSiteDocument(template).document, document), migrationsApplied };
}

export interface ResolvedSiteDocument {
  document: SiteDocument;
  errors: DocumentError[];
  migrationsApplied: string[];
  /** Why the brand template was not laid under it, when it was not: the document was resolved on its own. */
  templateError?: DocumentError;
}

/**
 * A stored dealer document as the site shows it: upgraded to the current
 * schema, laid over the brand template it extends, validated, defaults
 * filled. A published document was valid when published, so one that no
 * longer is (a block type removed since) is still returned with its errors:
 * the site serves the rest of it.
 */
export async function resolveDocument(dealer: JsonObject, findTemplate: FindBrandTemplate, registry: BlockRegistry): Promise<ResolvedSiteDocument> {
  const laid = await layOverBrandTemplate(dealer, findTemplate);
  const validation = validateSiteDocument(laid.document, registry);
  // Served as a site even with errors, the one place that trusts an invalid
  // document: a published one was valid when published (only a block type
  // removed or changed since can break it), and the editor's canvas
  // previews drafts as they are; the renderer skips a block it cannot render.
  const document = validation.valid ? validation.document : (validation.document as SiteDocument);
  const resolved = { document, errors: validation.errors, migrationsApplied: laid.migrationsApplied };
  return laid.ok ? resolved : { ...resolved, templateError: laid.error };
}
