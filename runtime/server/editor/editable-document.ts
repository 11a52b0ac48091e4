import type { Kysely } from 'kysely';
import type { DocumentError } from '../../../schemas/errors';
import { layOverBrandTemplate, type DocumentOverTemplate } from '../../site-document/resolve';
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
  let laid: DocumentOverTemplate;
  try {
    laid = await layOverBrandTemplate(stored, createBrandTemplatesRepository(db).document);
  } catch (error) {
    return { ok: false, errors: [{ path: '/schemaVersion', message: (error as Error).message }] };
  }
  if (!laid.ok) return { ok: false, errors: [laid.error] };
  const writtenVersion = typeof stored.schemaVersion === 'number' ? stored.schemaVersion : 1;
  const migratedFrom = writtenVersion < (laid.document.schemaVersion as number) ? writtenVersion : null;
  const { extends: _parent, ...merged } = laid.document;
  return { ok: true, document: merged, migratedFrom };
}
