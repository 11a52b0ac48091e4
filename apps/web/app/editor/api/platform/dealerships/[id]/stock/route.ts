import { importDealershipStock } from '@/runtime/server/editor/http/stock-import-api';
import { editorContext } from '../../../../editor-context';

export const dynamic = 'force-dynamic';

/** POST the dealership's stock feed as text/csv: every row imported, or none (platform admin only). */
export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }) {
  return importDealershipStock(await editorContext(), request, (await params).id);
}
