import { listPlatformSites } from '@/runtime/server/editor/http/platform-sites-api';
import { editorContext } from '../../editor-context';

export const dynamic = 'force-dynamic';

/** GET: every site's web addresses, dealerships and website number (platform admin only). */
export async function GET(request: Request) {
  return listPlatformSites(await editorContext(), request);
}
