import { publishDraft } from '@/runtime/server/editor/http/publish-api';
import { editorContext, type SiteRouteProps } from '../../../editor-context';

export const dynamic = 'force-dynamic';

/** POST {revision}: publishes the draft as the site's next version. */
export async function POST(request: Request, { params }: SiteRouteProps) {
  return publishDraft(await editorContext(), request, (await params).slug);
}
