import { CAR_CHOICES_LIMIT, type CarChoicesAnswer, type CarChoicesQuery, carChoicesQuerySchema } from '../../../../schemas/api/car-choices';
import { siteScope } from '../../../site-scope';
import { readRequestBody } from '../../http/request-body';
import { carChoicesBySlug, findCarChoices } from '../../repositories/car-choices';
import type { SiteService } from '../../site-service';
import { answer, invalidRequest, notFound } from './editor-answers';
import { forDealerSite, type EditorContext } from './editor-access';

/** What the car choices read besides the editor's own context: the live site, whose dealerships say whose stock it is. */
export interface CarChoicesSources {
  sites: Pick<SiteService, 'bySiteKey'>;
  now?: () => Date;
}

/** The query string as its schema reads it: `slug` may repeat; anything else is left for the schema to refuse. */
function queryOf(url: URL): Record<string, unknown> {
  const query: Record<string, unknown> = {};
  for (const key of new Set(url.searchParams.keys())) query[key] = key === 'slug' ? url.searchParams.getAll(key) : url.searchParams.get(key);
  return query;
}

/**
 * GET /editor/api/sites/{slug}/car-choices: the cars a block of this site
 * can show, for the editor's car picker. `q` finds them by stock number,
 * registration or name (none: the newest); `slug` names the chosen ones.
 * Whose stock it is comes from the live site's dealerships, which are the
 * platform's to say, never the draft's.
 */
export function listCarChoices(context: EditorContext, sources: CarChoicesSources, request: Request, slug: string): Promise<Response> {
  return forDealerSite(context, request, slug, async () => {
    const read = readRequestBody<CarChoicesQuery>(carChoicesQuerySchema, queryOf(new URL(request.url)));
    if (!read.ok) {
      const [first] = read.answer.body.fields;
      return invalidRequest(first?.field ?? '/', first?.message ?? 'is not valid');
    }
    const site = await sources.sites.bySiteKey(slug);
    if (!site) return notFound(`The site "${slug}" has not been published yet, so it has no cars to pick.`);
    const scope = siteScope(site.document);
    const { q = '', slug: chosen } = read.value;
    const cars = chosen
      ? await carChoicesBySlug(context.db, scope, chosen)
      : await findCarChoices(context.db, scope, q.trim(), CAR_CHOICES_LIMIT, (sources.now ?? (() => new Date()))());
    return answer<CarChoicesAnswer>({ cars });
  });
}
