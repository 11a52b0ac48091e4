import type { VersionsAnswer } from '../../../../schemas/api/editor';
import { summariseChanges } from '../../../site-document/change-summary';
import type { JsonObject } from '../../db/types';
import { createSiteDocumentsRepository } from '../../repositories/site-documents';
import { editableDocument } from '../editable-document';
import { answer } from './editor-answers';
import { forDealerSite, type EditorContext } from './editor-access';

/** GET /editor/api/sites/{slug}/versions: every version, newest first, each with what changed since the one before. */
export function listVersions(context: EditorContext, request: Request, slug: string): Promise<Response> {
  return forDealerSite(context, request, slug, async () => {
    const rows = await createSiteDocumentsRepository(context.db).versionsOldestFirst(slug);
    const versions: VersionsAnswer['versions'] = [];
    let previous: JsonObject | undefined;
    for (const row of rows) {
      // Compared as served: a file version that extends a template against an editor version that does not.
      const editable = await editableDocument(context.db, row.document);
      const document = editable.ok ? editable.document : row.document;
      versions.push({
        version: row.version,
        status: row.status,
        createdAt: row.created_at,
        createdBy: row.created_by,
        source: row.source,
        changes: summariseChanges(previous, document, context.registry),
      });
      previous = document;
    }
    return answer<VersionsAnswer>({ versions: versions.reverse() });
  });
}
