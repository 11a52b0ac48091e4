import {
  previewLinkRequestSchema,
  revokePreviewLinkRequestSchema,
  type PreviewLinkRequest,
  type PreviewLinkRevokedAnswer,
  type PreviewLinksAnswer,
  type RevokePreviewLinkRequest,
} from '../../../../schemas/api/editor-publishing';
import { createPreviewLinks } from '../preview-links';
import { answer, conflict, noSuchSite, notFound } from './editor-answers';
import { forDealerSite, type EditorContext } from './editor-access';

type Clock = () => Date;
const wallClock: Clock = () => new Date();

/** GET /editor/api/sites/{slug}/previews: the site's preview links that still work. */
export function listPreviewLinks(context: EditorContext, request: Request, slug: string, now: Clock = wallClock): Promise<Response> {
  return forDealerSite(context, request, slug, async () => answer<PreviewLinksAnswer>({ links: await createPreviewLinks(context.db).working(slug, now()) }));
}

/** POST /editor/api/sites/{slug}/previews {revision}: a new link to that draft revision; its address is in this answer only. */
export function createPreviewLink(context: EditorContext, request: Request, slug: string, now: Clock = wallClock): Promise<Response> {
  return forDealerSite<PreviewLinkRequest>(context, request, slug, { body: previewLinkRequestSchema }, async (marketer, { revision }) => {
    const outcome = await createPreviewLinks(context.db).create(slug, revision, marketer.email, now());
    if (outcome.outcome === 'created') return answer(outcome.link);
    return outcome.outcome === 'conflict' ? conflict(outcome.current) : noSuchSite(slug);
  });
}

/** POST /editor/api/sites/{slug}/previews/revoke {id}: that link stops working at once. */
export function revokePreviewLink(context: EditorContext, request: Request, slug: string, now: Clock = wallClock): Promise<Response> {
  return forDealerSite<RevokePreviewLinkRequest>(context, request, slug, { body: revokePreviewLinkRequestSchema }, async (_marketer, { id }) => {
    const revoked = await createPreviewLinks(context.db).revoke(slug, id, now());
    return revoked ? answer<PreviewLinkRevokedAnswer>({ revoked: true }) : notFound('This preview link has already stopped working.');
  });
}
