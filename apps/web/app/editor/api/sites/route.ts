import { listEditableSites } from '@/runtime/server/editor/http/sites-api';
import { editorContext } from '../editor-context';

export const dynamic = 'force-dynamic';

/** GET /editor/api/sites: the dealer sites the signed-in marketer may edit. */
export async function GET(request: Request) {
  return listEditableSites(await editorContext(), request);
}
