import { getDraft, saveDraft } from '@/runtime/server/editor/http/draft-api';
import { editorContext, type SiteRouteProps } from '../../../editor-context';

export const dynamic = 'force-dynamic';

/** GET: the dealer's draft with its errors. */
export async function GET(request: Request, { params }: SiteRouteProps) {
  return getDraft(await editorContext(), request, (await params).slug);
}

/** PUT {document, revision}: saves the draft over that revision, or 409 when someone saved since. */
export async function PUT(request: Request, { params }: SiteRouteProps) {
  return saveDraft(await editorContext(), request, (await params).slug);
}
