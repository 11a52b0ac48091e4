import { discardRequestSchema, type DiscardedAnswer, type DiscardRequest, type NothingToDiscardAnswer } from '../../../../schemas/api/editor-publishing';
import { createEditorPublishing } from '../publishing';
import { answer, conflict, noSuchSite } from './editor-answers';
import { forDealerSite, type EditorContext } from './editor-access';

/** POST /editor/api/sites/{slug}/discard {revision}: the draft becomes the live version again, if it is still that revision. */
export function discardDraft(context: EditorContext, request: Request, slug: string): Promise<Response> {
  return forDealerSite<DiscardRequest>(context, request, slug, { body: discardRequestSchema }, async (marketer, { revision }) => {
    const outcome = await createEditorPublishing(context.db, context.registry).discard(slug, revision, marketer.email);
    switch (outcome.outcome) {
      case 'discarded':
        return answer<DiscardedAnswer>({ revision: outcome.revision, basedOnVersion: outcome.basedOnVersion });
      case 'conflict':
        return conflict(outcome.current);
      case 'nothing-live':
        return answer<NothingToDiscardAnswer>(
          { error: 'nothing-live', message: 'This site has never been published, so there is no live version to go back to. Your draft is kept.' },
          409,
        );
      case 'not-found':
        return noSuchSite(slug);
    }
  });
}
