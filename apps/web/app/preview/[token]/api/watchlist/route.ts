import { previewWatchlist } from '@/runtime/server/editor/http/preview-site-api';
import { previewContext, type PreviewRouteProps } from '../../../../../lib/preview-api-context';

export const dynamic = 'force-dynamic';

/** GET /preview/{token}/api/watchlist: the header asks who is signed in; on a preview, nobody. */
export async function GET(request: Request, { params }: PreviewRouteProps) {
  return previewWatchlist(await previewContext(), request, (await params).token);
}
