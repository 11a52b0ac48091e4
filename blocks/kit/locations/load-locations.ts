import type { LoadContext } from '../../../runtime/block-types';
import { type LocationSelection, selectLocations } from '../../../runtime/rules/location-selection';
import type { Location } from '../../../schemas/entities/location';

/**
 * The locations a block shows: on a location page asked for its own
 * location, the one the page already loaded (no query); otherwise the
 * site's visible locations, primary first, chosen by the block's selection.
 */
export async function loadSelectedLocations(selection: LocationSelection, ctx: LoadContext): Promise<Location[]> {
  const pageLocation = ctx.site.location;
  if (selection.show === 'page' && pageLocation) return [pageLocation];
  return selectLocations(await ctx.data.locations.forDealerships(ctx.site.document.dealer.dealershipIds), selection, pageLocation);
}
