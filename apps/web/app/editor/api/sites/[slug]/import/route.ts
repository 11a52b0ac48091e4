import { importDraft } from '@/runtime/server/editor/http/transfer-api';
import { editorContext, type SiteRouteProps } from '../../../editor-context';

export const dynamic = 'force-dynamic';

/** POST a site document: checked, upgraded and made the draft. */
export async function POST(request: Request, { params }: SiteRouteProps) {
  return importDraft(await editorContext(), request, (await params).slug);
}
