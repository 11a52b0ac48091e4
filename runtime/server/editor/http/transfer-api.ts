import type { ImportAnswer } from '../../../../schemas/api/editor';
import { importRequestSchema, type ImportRequest } from '../../../../schemas/api/editor';
import { formatAsDealerConfig } from '../dealer-config-format';
import { createDraftsRepository } from '../drafts';
import { createEditorPublishing } from '../publishing';
import { answer, invalidDocument, invalidRequest, noSuchSite } from './editor-answers';
import { forDealerSite, type EditorContext } from './editor-access';

/** GET /editor/api/sites/{slug}/export: the draft as a file for dealer-configs/, ready to commit. */
export function exportDraft(context: EditorContext, request: Request, slug: string): Promise<Response> {
  return forDealerSite(context, request, slug, async () => {
    const draft = await createDraftsRepository(context.db).load(slug);
    if (!draft) return noSuchSite(slug);
    return new Response(formatAsDealerConfig(draft.document, context.registry), {
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'content-disposition': `attachment; filename="${slug}.json"`,
        'cache-control': 'no-store',
      },
    });
  });
}

/** POST /editor/api/sites/{slug}/import: a site document (an exported file, maybe of an older schemaVersion) becomes the draft if valid. */
export function importDraft(context: EditorContext, request: Request, slug: string): Promise<Response> {
  return forDealerSite<ImportRequest>(context, request, slug, { body: importRequestSchema }, async (marketer, imported) => {
    const outcome = await createEditorPublishing(context.db, context.registry).importDocument(slug, imported, marketer.email);
    if (outcome.outcome === 'tenancy') return invalidRequest(outcome.field, outcome.message);
    if (outcome.outcome === 'invalid') {
      const count = outcome.errors.length;
      return invalidDocument(400, `The file was not imported: it has ${count === 1 ? 'an error' : `${count} errors`}. The draft is unchanged.`, outcome.errors);
    }
    return answer<ImportAnswer>({ revision: outcome.revision, errors: [], migratedFrom: outcome.migratedFrom });
  });
}
