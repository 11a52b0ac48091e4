import type { LoadContext } from '../../runtime/block-types';
import type { Location } from '../../schemas/entities/location';
import { carLocation } from './car-location';
import type { VehicleLocationProps } from './schema';

export interface VehicleLocationData {
  location?: Location;
}

/** The locations of the car's dealership, asked once, and the one the car stands at. */
export async function loadVehicleLocation(_props: VehicleLocationProps, ctx: LoadContext): Promise<VehicleLocationData> {
  const { car } = ctx.site;
  if (!car) return {};
  const location = carLocation(car, await ctx.data.locations.forDealerships([car.dealership_id]));
  return location ? { location } : {};
}
