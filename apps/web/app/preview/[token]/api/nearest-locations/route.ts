import { previewNearestLocations } from '@/runtime/server/editor/http/preview-site-api';
import { previewContext, type PreviewRouteProps } from '../../../../../lib/preview-api-context';

export const dynamic = 'force-dynamic';

/** GET /preview/{token}/api/nearest-locations?postcode=4558. */
export async function GET(request: Request, { params }: PreviewRouteProps) {
  return previewNearestLocations(await previewContext(), request, (await params).token);
}
