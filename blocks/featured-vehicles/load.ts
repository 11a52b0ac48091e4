import type { LoadContext } from '../../runtime/block-types';
import { siteScope } from '../../runtime/site-scope';
import type { Car } from '../../schemas/entities/car';
import type { FeaturedVehiclesProps } from './schema';

export interface FeaturedVehiclesData {
  cars: Car[];
}

/**
 * The chosen cars in the order chosen, skipping any the site no longer
 * shows; without a choice, the newest cars the site shows.
 */
export async function loadFeaturedVehicles(props: FeaturedVehiclesProps, ctx: LoadContext): Promise<FeaturedVehiclesData> {
  const scope = siteScope(ctx.site.document);
  const slugs = props.carSlugs ?? [];
  if (slugs.length === 0) return { cars: await ctx.data.cars.listVisible(scope, { limit: props.limit }) };
  const found = await Promise.all(slugs.map((slug) => ctx.data.cars.bySlug(scope, slug)));
  return { cars: found.filter((car): car is Car => car !== undefined) };
}
