import type { LoadContext } from '../../runtime/block-types';
import { type BrandModels, brandModels } from '../../runtime/rules/brand-models';
import { EMPTY_SEARCH } from '../../runtime/rules/search-query-string';
import { siteScope } from '../../runtime/site-scope';
import type { HeaderProps } from './schema';

export interface HeaderData {
  /** For a menu item that lists the brands' models: empty when no item asks, so other pages pay nothing. */
  brands: BrandModels[];
}

/** The brands the dealer's locations sell, with their models in stock (the search's make and model facet). */
export async function loadHeader(_props: HeaderProps, ctx: LoadContext): Promise<HeaderData> {
  const { document } = ctx.site;
  if (!document.navigation.header.some((item) => item.models)) return { brands: [] };
  const scope = siteScope(document);
  const [locations, answer] = await Promise.all([
    ctx.data.locations.forDealerships(scope.dealershipIds),
    ctx.data.search(scope, document.settings, EMPTY_SEARCH, { hitsPerPage: 1 }),
  ]);
  return {
    brands: brandModels(
      locations.flatMap((location) => location.manufacturers ?? []),
      answer.facets.make_model,
    ),
  };
}
