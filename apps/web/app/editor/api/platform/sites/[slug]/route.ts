import { savePlatformSite } from '@/runtime/server/editor/http/platform-sites-api';
import { editorContext, type SiteRouteProps } from '../../../editor-context';

export const dynamic = 'force-dynamic';

/** PUT {domains, dealershipIds, websiteId}: changes who the site is (platform admin only). */
export async function PUT(request: Request, { params }: SiteRouteProps) {
  return savePlatformSite(await editorContext(), request, (await params).slug);
}
