import { saveDraftRequestSchema, type DraftAnswer, type SaveDraftAnswer, type SaveDraftRequest } from '../../../../schemas/api/editor';
import { openInEditor } from '../../../site-document/editable-shape';
import { createDraftsRepository } from '../drafts';
import { draftErrors, tenancyRefusal } from '../publishing';
import { answer, conflict, invalidRequest, noSuchSite } from './editor-answers';
import { forDealerSite, type EditorContext } from './editor-access';

/** GET /editor/api/sites/{slug}/draft: the draft with everything the validator finds wrong in it. */
export function getDraft(context: EditorContext, request: Request, slug: string): Promise<Response> {
  return forDealerSite(context, request, slug, async () => {
    const draft = await createDraftsRepository(context.db).load(slug);
    if (!draft) return noSuchSite(slug);
    const body: DraftAnswer = { ...draft, errors: draftErrors(draft.document, slug, context.registry) };
    return answer(body);
  });
}

/** PUT /editor/api/sites/{slug}/draft {document, revision}: saved even with errors, but only over the current revision. */
export function saveDraft(context: EditorContext, request: Request, slug: string): Promise<Response> {
  return forDealerSite<SaveDraftRequest>(context, request, slug, { body: saveDraftRequestSchema }, async (marketer, { document, revision }) => {
    // A draft keeps its errors, but not one the editor could not even open.
    const opened = openInEditor(document);
    if (!opened.ok) return invalidRequest(`/document${opened.errors[0].path}`, opened.errors[0].message);
    const refused = await tenancyRefusal(context.db, slug, document);
    if (refused) return invalidRequest(refused.field, refused.message);
    const saved = await createDraftsRepository(context.db).save(slug, document, revision, marketer.email);
    if (!saved.saved) return conflict(saved.current);
    const body: SaveDraftAnswer = { revision: saved.revision, updatedAt: saved.updatedAt, errors: draftErrors(document, slug, context.registry) };
    return answer(body);
  });
}
