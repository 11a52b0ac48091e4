import { previewUploadedPicture } from '@/runtime/server/editor/http/preview-site-api';
import { previewContext } from '../../../../../lib/preview-api-context';

export const dynamic = 'force-dynamic';

/** GET /preview/{token}/uploads/{id}?w=640: a library picture in the previewed draft. */
export async function GET(request: Request, { params }: { params: Promise<{ token: string; id: string }> }) {
  const { token, id } = await params;
  return previewUploadedPicture(await previewContext(), request, token, id);
}
