import type { LoadContext } from '../../runtime/block-types';
import { locationForEachKind, primaryLocation } from '../../runtime/rules/location-selection';
import type { Location, LocationType } from '../../schemas/entities/location';
import type { LocationInfoProps } from './schema';

export interface LocationInfoData {
  /** The page's location, or the dealer's main one off a location page. */
  location?: Location;
  /** Whose hours each kind in the opening hours dropdown shows: one entry for a site of one kind. */
  hoursByKind: { kind: LocationType; location: Location }[];
}

export async function loadLocationInfo(_props: LocationInfoProps, ctx: LoadContext): Promise<LocationInfoData> {
  const locations = await ctx.data.locations.forDealerships(ctx.site.document.dealer.dealershipIds);
  const location = ctx.site.location ?? primaryLocation(locations);
  return location ? { location, hoursByKind: locationForEachKind(location, locations) } : { hoursByKind: [] };
}
