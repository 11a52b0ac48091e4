import { listStockValues } from '@/runtime/server/editor/http/stock-values-api';
import { platform } from '../../../../../../lib/platform';
import { editorContext, type SiteRouteProps } from '../../../editor-context';

export const dynamic = 'force-dynamic';

/** GET: the values each search filter takes in the dealer's stock, for the editor's pickers. */
export async function GET(request: Request, { params }: SiteRouteProps) {
  return listStockValues(await editorContext(), await platform(), request, (await params).slug);
}
