import type { Kysely } from 'kysely';
import type { DocumentError } from '../../../schemas/errors';
import { applyTemplate } from '../../site-document/merge';
import { migrateSiteDocument } from '../../site-document/migrate';
import type { Database, JsonObject } from '../db/types';
import { createBrandTemplatesRepository } from '../repositories/brand-templates';

export type EditableDocument = { ok: true; document: JsonObject; migratedFrom: number | null } | { ok: false; errors: DocumentError[] };

/**
 * A stored or imported dealer document as the editor works on it: upgraded
 * to the current schemaVersion and, when it extends a brand template, laid
 * over that template into one self-contained document (no `extends`). The
 * editor must see every page and block to render, validate and change them,
 * and a merge by id cannot express "this template block was removed", so a
 * draft never keeps `extends`; publishing it stores the whole site.
 */
export async function editableDocument(db: Kysely<Database>, stored: JsonObject): Promise<EditableDocument> {
  let migrated: JsonObject;
  try {
    migrated = migrateSiteDocument(stored).document;
  } catch (error) {
    return { ok: false, errors: [{ path: '/schemaVersion', message: (error as Error).message }] };
  }
  const writtenVersion = typeof stored.schemaVersion === 'number' ? stored.schemaVersion : 1;
  const migratedFrom = writtenVersion < (migrated.schemaVersion as number) ? writtenVersion : null;
  const parent = migrated.extends;
  if (parent === undefined) return { ok: true, document: migrated, migratedFrom };
  if (typeof parent !== 'string') return { ok: false, errors: [{ path: '/extends', message: 'must be the name of a brand template' }] };
  const template = await createBrandTemplatesRepository(db).get(parent);
  if (!template) return { ok: false, errors: [{ path: '/extends', message: `names the template "${parent}", which this platform does not have` }] };
  const { extends: _parent, ...merged } = applyTemplate(migrateSiteDocument(template.document).document, migrated);
  return { ok: true, document: merged, migratedFrom };
}
