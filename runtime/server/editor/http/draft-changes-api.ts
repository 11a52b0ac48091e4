import type { DraftChangesAnswer } from '../../../../schemas/api/editor-publishing';
import { summariseChanges } from '../../../site-document/change-summary';
import { withPlatformTenancy } from '../../../tenancy/document-tenancy';
import { createPlatformSitesRepository } from '../../repositories/platform-sites';
import { createSiteDocumentsRepository } from '../../repositories/site-documents';
import { createDraftsRepository } from '../drafts';
import { editableDocument } from '../editable-document';
import { answer, noSuchSite } from './editor-answers';
import { forDealerSite, type EditorContext } from './editor-access';

/**
 * GET /editor/api/sites/{slug}/changes: what the saved draft changes on the
 * live site, in the words the version history uses, for the marketer to
 * confirm before publishing or to weigh before throwing the draft away.
 */
export function listDraftChanges(context: EditorContext, request: Request, slug: string): Promise<Response> {
  return forDealerSite(context, request, slug, async () => {
    const draft = await createDraftsRepository(context.db).load(slug);
    if (!draft) return noSuchSite(slug);
    const live = await createSiteDocumentsRepository(context.db).latestPublished(slug);
    if (!live) return answer<DraftChangesAnswer>({ revision: draft.revision, liveVersion: null, changes: [] });
    // Compared as shoppers get the live one: laid over its template, with the platform's tenancy (the draft shows it too).
    const editable = await editableDocument(context.db, live.document);
    const served = editable.ok ? editable.document : live.document;
    const site = await createPlatformSitesRepository(context.db).get(slug);
    const changes = summariseChanges(site ? withPlatformTenancy(served, site) : served, draft.document, context.registry);
    return answer<DraftChangesAnswer>({ revision: draft.revision, liveVersion: live.version, changes: changes[0] === 'No changes' && changes.length === 1 ? [] : changes });
  });
}
