import type { LoadContext } from '../../runtime/block-types';
import { EMPTY_SEARCH } from '../../runtime/rules/search-query-string';
import { siteScope } from '../../runtime/site-scope';
import type { FacetItem } from '../../schemas/api/search';
import { BODY_PARAMETER, bodyRequest, type BodyRequest } from '../kit/body-types/body-types';
import type { ModelsByBodyProps } from './schema';

export type ModelsByBodyData = BodyRequest & { models: FacetItem[] };

/**
 * For a known body type, the make_model facet of a search for it: each model
 * with its count (the spec's make_model list, up to 30). An unknown one is
 * never searched.
 */
export async function loadModelsByBody(_props: ModelsByBodyProps, ctx: LoadContext): Promise<ModelsByBodyData> {
  const request = bodyRequest(ctx.site.searchParams[BODY_PARAMETER]);
  if (request.kind !== 'known') return { ...request, models: [] };
  const { document } = ctx.site;
  const answer = await ctx.data.search(siteScope(document), document.settings, { ...EMPTY_SEARCH, lists: { body: [request.body] } }, { hitsPerPage: 1 });
  const models = [...answer.facets.make_model].sort((a, b) => a.label.localeCompare(b.label, 'en-AU'));
  return { ...request, models };
}
