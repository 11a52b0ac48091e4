import { revokePreviewLink } from '@/runtime/server/editor/http/preview-links-api';
import { editorContext, type SiteRouteProps } from '../../../../editor-context';

export const dynamic = 'force-dynamic';

/** POST {id}: that preview link stops working. */
export async function POST(request: Request, { params }: SiteRouteProps) {
  return revokePreviewLink(await editorContext(), request, (await params).slug);
}
