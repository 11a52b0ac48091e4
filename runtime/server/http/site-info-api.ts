import { publicSiteInfo } from '../../render/public-site-info';
import { forSite } from './site-handlers';
import type { SiteApiContext } from './site-request';

/** GET /api/site: what the site is (name, phones, social links, static pages), for its own scripts and apps. */
export function getSiteInfo(context: SiteApiContext, request: Request, segment: string): Promise<Response> {
  return forSite(context, request, segment, async ({ site }) => Response.json(publicSiteInfo(site.document, site.version)));
}
