import { listDraftChanges } from '@/runtime/server/editor/http/draft-changes-api';
import { editorContext, type SiteRouteProps } from '../../../editor-context';

export const dynamic = 'force-dynamic';

/** GET: what publishing the saved draft would change on the live site. */
export async function GET(request: Request, { params }: SiteRouteProps) {
  return listDraftChanges(await editorContext(), request, (await params).slug);
}
