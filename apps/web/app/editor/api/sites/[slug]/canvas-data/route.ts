import { canvasBlockData } from '@/runtime/server/editor/http/canvas-data-api';
import { platform } from '../../../../../../lib/platform';
import { editorContext, type SiteRouteProps } from '../../../editor-context';

export const dynamic = 'force-dynamic';

/** POST: blocks' data for the editor's live canvas, loaded from the draft as the editor has it. */
export async function POST(request: Request, { params }: SiteRouteProps) {
  return canvasBlockData(await editorContext(), await platform(), request, (await params).slug);
}
