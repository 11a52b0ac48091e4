import type { LoadContext } from '../../runtime/block-types';
import { EMPTY_SEARCH } from '../../runtime/rules/search-query-string';
import { siteScope } from '../../runtime/site-scope';
import type { FacetItem } from '../../schemas/api/search';
import type { MakeDirectoryProps } from './schema';

export interface MakeDirectoryData {
  makes: FacetItem[];
}

/** Spec (search §7): the makes catalogue is a search of the same kind; its make facet lists every make with its count. */
export async function loadMakeDirectory(_props: MakeDirectoryProps, ctx: LoadContext): Promise<MakeDirectoryData> {
  const { document } = ctx.site;
  const answer = await ctx.data.search(siteScope(document), document.settings, EMPTY_SEARCH, { hitsPerPage: 1 });
  const makes = [...answer.facets.make].sort((a, b) => a.label.localeCompare(b.label, 'en-AU'));
  return { makes };
}
