import { deleteMedia, editorPicture } from '@/runtime/server/editor/http/media-api';
import { editorContext } from '../../../../editor-context';

export const dynamic = 'force-dynamic';

interface PictureRouteProps {
  params: Promise<{ slug: string; id: string }>;
}

/** GET ?w=320: the picture, for the picker and the canvas. */
export async function GET(request: Request, { params }: PictureRouteProps) {
  const { slug, id } = await params;
  return editorPicture(await editorContext(), request, slug, id);
}

/** DELETE: the picture leaves the site's library. */
export async function DELETE(request: Request, { params }: PictureRouteProps) {
  const { slug, id } = await params;
  return deleteMedia(await editorContext(), request, slug, id);
}
