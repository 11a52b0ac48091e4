import { getUploadedPicture } from '@/runtime/server/http/uploaded-picture-api';
import { platform } from '../../../../../lib/platform';

export const dynamic = 'force-dynamic';

/** GET /uploads/{id}?w=640 on a dealer's host (or /sites/{slug}/uploads/{id}): a picture from the site's media library, resized. */
export async function GET(request: Request, { params }: { params: Promise<{ site: string; id: string }> }) {
  const { site, id } = await params;
  return getUploadedPicture(await platform(), request, site, id);
}
