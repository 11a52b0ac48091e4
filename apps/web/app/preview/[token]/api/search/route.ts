import { previewSearchGet, previewSearchPost } from '@/runtime/server/editor/http/preview-site-api';
import { previewContext, type PreviewRouteProps } from '../../../../../lib/preview-api-context';

export const dynamic = 'force-dynamic';

/** GET /preview/{token}/api/search?…: the previewed draft's search page asks here. */
export async function GET(request: Request, { params }: PreviewRouteProps) {
  return previewSearchGet(await previewContext(), request, (await params).token);
}

/** POST /preview/{token}/api/search {query, filters, …}. */
export async function POST(request: Request, { params }: PreviewRouteProps) {
  return previewSearchPost(await previewContext(), request, (await params).token);
}
