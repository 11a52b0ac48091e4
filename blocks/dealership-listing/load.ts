import type { LoadContext } from '../../runtime/block-types';
import { locationKind } from '../../runtime/rules/location-selection';
import type { Location } from '../../schemas/entities/location';
import type { DealershipListingProps } from './schema';

export interface DealershipListingData {
  locations: Location[];
}

/** The site's visible locations, main one first, of the kinds asked for. */
export async function loadDealershipListing(props: DealershipListingProps, ctx: LoadContext): Promise<DealershipListingData> {
  const locations = await ctx.data.locations.forDealerships(ctx.site.document.dealer.dealershipIds);
  const kinds = props.locationTypes ?? [];
  return { locations: kinds.length === 0 ? locations : locations.filter((location) => kinds.includes(locationKind(location))) };
}
