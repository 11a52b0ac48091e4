import {
  platformSiteRequestSchema,
  type DomainTakenAnswer,
  type PlatformSiteAnswer,
  type PlatformSiteRequest,
  type PlatformSitesAnswer,
} from '../../../../schemas/api/platform-sites';
import { createPlatformSitesRepository } from '../../repositories/platform-sites';
import { answer, noSuchSite } from './editor-answers';
import { forPlatformAdmin, forPlatformSite, type EditorContext } from './editor-access';

/** GET /editor/api/platform/sites: every site with its web addresses, dealerships and website number. */
export function listPlatformSites(context: EditorContext, request: Request): Promise<Response> {
  return forPlatformAdmin(context, request, async () => {
    const body: PlatformSitesAnswer = { sites: await createPlatformSitesRepository(context.db).list() };
    return answer(body);
  });
}

/** PUT /editor/api/platform/sites/{slug} {domains, dealershipIds, websiteId}: the site's whole record; 409 for an address another site has. */
export function savePlatformSite(context: EditorContext, request: Request, slug: string): Promise<Response> {
  return forPlatformSite<PlatformSiteRequest>(context, request, slug, { body: platformSiteRequestSchema }, async (admin, record) => {
    const sites = createPlatformSitesRepository(context.db);
    if (!(await sites.get(slug))) return noSuchSite(slug);
    const saved = await sites.save({ slug, domains: [...record.domains], dealershipIds: [...record.dealershipIds], websiteId: record.websiteId }, admin.email);
    if (!saved.saved) {
      const index = record.domains.findIndex((domain) => domain.toLowerCase() === saved.domain);
      const body: DomainTakenAnswer = {
        error: 'domain-taken',
        field: `/domains/${Math.max(index, 0)}`,
        message: `${saved.domain} is already the address of the site "${saved.takenBy}". Remove it there first.`,
      };
      return answer(body, 409);
    }
    const body: PlatformSiteAnswer = saved.site;
    return answer(body);
  });
}
