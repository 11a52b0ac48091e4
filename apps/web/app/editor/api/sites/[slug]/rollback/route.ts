import { rollbackToVersion } from '@/runtime/server/editor/http/publish-api';
import { editorContext, type SiteRouteProps } from '../../../editor-context';

export const dynamic = 'force-dynamic';

/** POST {version}: publishes that earlier version again and makes it the draft. */
export async function POST(request: Request, { params }: SiteRouteProps) {
  return rollbackToVersion(await editorContext(), request, (await params).slug);
}
