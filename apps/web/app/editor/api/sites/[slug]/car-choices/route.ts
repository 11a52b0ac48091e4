import { listCarChoices } from '@/runtime/server/editor/http/car-choices-api';
import { platform } from '../../../../../../lib/platform';
import { editorContext, type SiteRouteProps } from '../../../editor-context';

export const dynamic = 'force-dynamic';

/** GET: the dealer's cars a block can show, found by stock number or name, for the editor's car picker. */
export async function GET(request: Request, { params }: SiteRouteProps) {
  return listCarChoices(await editorContext(), await platform(), request, (await params).slug);
}
