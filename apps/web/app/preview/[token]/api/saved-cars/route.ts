import { previewSavedCars } from '@/runtime/server/editor/http/preview-site-api';
import { previewContext, type PreviewRouteProps } from '../../../../../lib/preview-api-context';

export const dynamic = 'force-dynamic';

/** GET /preview/{token}/api/saved-cars?ids=4101,4102. */
export async function GET(request: Request, { params }: PreviewRouteProps) {
  return previewSavedCars(await previewContext(), request, (await params).token);
}
