import { publishRequestSchema, rollbackRequestSchema, type PublishedAnswer, type PublishRequest, type RollbackRequest } from '../../../../schemas/api/editor';
import { createEditorPublishing, type PublishOutcome } from '../publishing';
import { answer, conflict, invalidDocument, invalidRequest, notFound } from './editor-answers';
import { forDealerSite, type EditorContext } from './editor-access';

function outcomeAnswer(outcome: PublishOutcome, refusedMessage: string, missingMessage: string): Response {
  switch (outcome.outcome) {
    case 'published': {
      const body: PublishedAnswer = { version: outcome.version };
      return answer(body);
    }
    case 'conflict':
      return conflict(outcome.current);
    case 'invalid':
      return invalidDocument(422, refusedMessage, outcome.errors);
    case 'not-found':
      return notFound(missingMessage);
    case 'tenancy':
      return invalidRequest(outcome.field, outcome.message);
  }
}

/** POST /editor/api/sites/{slug}/publish {revision}: the draft goes live as a new version, if it is valid and still that revision. */
export function publishDraft(context: EditorContext, request: Request, slug: string): Promise<Response> {
  return forDealerSite<PublishRequest>(context, request, slug, { body: publishRequestSchema }, async (marketer, { revision }) => {
    const outcome = await createEditorPublishing(context.db, context.registry).publish(slug, revision, marketer.email);
    const count = outcome.outcome === 'invalid' ? outcome.errors.length : 0;
    return outcomeAnswer(outcome, `The site was not published: fix the ${count === 1 ? 'error' : `${count} errors`} first.`, `There is no dealer site "${slug}".`);
  });
}

/** POST /editor/api/sites/{slug}/rollback {version}: that version goes live again as a new version and becomes the draft. */
export function rollbackToVersion(context: EditorContext, request: Request, slug: string): Promise<Response> {
  return forDealerSite<RollbackRequest>(context, request, slug, { body: rollbackRequestSchema }, async (marketer, { version }) => {
    const outcome = await createEditorPublishing(context.db, context.registry).rollback(slug, version, marketer.email);
    return outcomeAnswer(outcome, `Version ${version} cannot go live again: it no longer passes today's checks.`, `This site has no version ${version}.`);
  });
}
