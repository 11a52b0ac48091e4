import { publicSiteInfo } from '@/runtime/render/public-site-info';
import { siteFor } from '../../../../../lib/current-site';

export const dynamic = 'force-dynamic';

/** GET /api/site on a dealer's host (or /sites/{slug}/api/site): what the site is, for its own scripts and apps. */
export async function GET(_request: Request, { params }: { params: Promise<{ site: string }> }) {
  const found = await siteFor((await params).site);
  if (!found) return Response.json({ error: 'No dealer site answers at this address.' }, { status: 404 });
  return Response.json(publicSiteInfo(found.site.document, found.site.version));
}
