import { discardDraft } from '@/runtime/server/editor/http/discard-api';
import { editorContext, type SiteRouteProps } from '../../../editor-context';

export const dynamic = 'force-dynamic';

/** POST {revision}: the draft goes back to the live version. */
export async function POST(request: Request, { params }: SiteRouteProps) {
  return discardDraft(await editorContext(), request, (await params).slug);
}
