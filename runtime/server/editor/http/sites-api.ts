import type { Kysely } from 'kysely';
import type { SitesAnswer } from '../../../../schemas/api/editor';
import type { Marketer } from '../../auth/marketer';
import type { Database } from '../../db/types';
import { createSiteDocumentsRepository } from '../../repositories/site-documents';
import { answer } from './editor-answers';
import { forMarketer, isPlatformAdmin, type EditorContext } from './editor-access';

/** The dealer sites this marketer may edit, with their published version and draft revision: the editor's front page and its API both show this. */
export async function editableSites(db: Kysely<Database>, marketer: Marketer): Promise<SitesAnswer> {
  const rows = await createSiteDocumentsRepository(db).publishedWithDraftRevisions(isPlatformAdmin(marketer) ? 'every dealer' : marketer.dealerSlugs);
  return {
    sites: rows.map((row) => ({
      slug: row.slug,
      name: row.name ?? row.slug,
      publishedVersion: Number(row.version),
      draftRevision: row.revision ?? 0,
      unpublishedChanges: row.unpublished_changes,
      lastEdited: { at: new Date(row.edited_at).toISOString(), by: row.edited_by },
    })),
  };
}

/** GET /editor/api/sites: the dealer sites the signed-in marketer may edit. */
export function listEditableSites(context: EditorContext, request: Request): Promise<Response> {
  return forMarketer(context, request, async (marketer) => answer(await editableSites(context.db, marketer)));
}
