import { listVersions } from '@/runtime/server/editor/http/versions-api';
import { editorContext, type SiteRouteProps } from '../../../editor-context';

export const dynamic = 'force-dynamic';

/** GET: every version, newest first, with what changed. */
export async function GET(request: Request, { params }: SiteRouteProps) {
  return listVersions(await editorContext(), request, (await params).slug);
}
