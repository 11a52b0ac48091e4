import { createPreviewLink, listPreviewLinks } from '@/runtime/server/editor/http/preview-links-api';
import { editorContext, type SiteRouteProps } from '../../../editor-context';

export const dynamic = 'force-dynamic';

/** GET: the preview links that still work. */
export async function GET(request: Request, { params }: SiteRouteProps) {
  return listPreviewLinks(await editorContext(), request, (await params).slug);
}

/** POST {revision}: a new preview link to that draft revision. */
export async function POST(request: Request, { params }: SiteRouteProps) {
  return createPreviewLink(await editorContext(), request, (await params).slug);
}
