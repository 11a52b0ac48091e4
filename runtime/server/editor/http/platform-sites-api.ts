import {
  platformSiteRequestSchema,
  type DomainTakenAnswer,
  type PlatformSiteAnswer,
  type PlatformSiteRequest,
  type PlatformSitesAnswer,
} from '../../../../schemas/api/platform-sites';
import type { Marketer } from '../../auth/marketer';
import { createPlatformSitesRepository } from '../../repositories/platform-sites';
import { answer, forbidden, noSuchSite } from './editor-answers';
import { forMarketer, isSiteSlug, readEditorBody, type EditorContext } from './editor-access';

/** Tenancy is the platform's alone: a dealer editor may not even read it here. */
function forPlatformAdmin(context: EditorContext, request: Request, handle: (admin: Marketer) => Promise<Response>): Promise<Response> {
  return forMarketer(context, request, async (marketer) => (marketer.role === 'platform-admin' ? handle(marketer) : forbidden()));
}

/** GET /editor/api/platform/sites: every site with its web addresses, dealerships and website number. */
export function listPlatformSites(context: EditorContext, request: Request): Promise<Response> {
  return forPlatformAdmin(context, request, async () => {
    const body: PlatformSitesAnswer = { sites: await createPlatformSitesRepository(context.db).list() };
    return answer(body);
  });
}

/** PUT /editor/api/platform/sites/{slug} {domains, dealershipIds, websiteId}: the site's whole record; 409 for an address another site has. */
export function savePlatformSite(context: EditorContext, request: Request, slug: string): Promise<Response> {
  return forPlatformAdmin(context, request, async (admin) => {
    if (!isSiteSlug(slug)) return noSuchSite(slug);
    const read = await readEditorBody<PlatformSiteRequest>(request, platformSiteRequestSchema);
    if (!read.ok) return read.response;
    const sites = createPlatformSitesRepository(context.db);
    if (!(await sites.get(slug))) return noSuchSite(slug);
    const saved = await sites.save({ slug, domains: [...read.value.domains], dealershipIds: [...read.value.dealershipIds], websiteId: read.value.websiteId }, admin.email);
    if (!saved.saved) {
      const index = read.value.domains.findIndex((domain) => domain.toLowerCase() === saved.domain);
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
