import { listMedia, uploadMedia } from '@/runtime/server/editor/http/media-api';
import { editorContext, type SiteRouteProps } from '../../../editor-context';

export const dynamic = 'force-dynamic';

/** GET: the site's pictures for the picker. */
export async function GET(request: Request, { params }: SiteRouteProps) {
  return listMedia(await editorContext(), request, (await params).slug);
}

/** POST a form with file, alt and decorative: the picture joins the site's library. */
export async function POST(request: Request, { params }: SiteRouteProps) {
  return uploadMedia(await editorContext(), request, (await params).slug);
}
