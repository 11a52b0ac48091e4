import { exportDraft } from '@/runtime/server/editor/http/transfer-api';
import { editorContext, type SiteRouteProps } from '../../../editor-context';

export const dynamic = 'force-dynamic';

/** GET: the draft as a dealer-configs/ file to download. */
export async function GET(request: Request, { params }: SiteRouteProps) {
  return exportDraft(await editorContext(), request, (await params).slug);
}
