import { platform } from '../../../../../lib/platform';
import { publicSiteInfo } from '@/runtime/render/public-site-info';

/** GET /api/site on a dealer's host (or /sites/{slug}/api/site): what the site is, for its own scripts and apps. */
export async function GET(_request: Request, { params }: { params: Promise<{ site: string }> }) {
  const site = await (await platform()).sites.bySiteKey(decodeURIComponent((await params).site));
  if (!site) return Response.json({ error: 'No dealer site answers at this address.' }, { status: 404 });
  return Response.json(publicSiteInfo(site.document, site.version));
}
