import type { LoadContext } from '../../runtime/block-types';
import type { Location } from '../../schemas/entities/location';
import { loadSelectedLocations } from '../kit/locations/load-locations';
import type { LocationsCarouselProps } from './schema';

export interface LocationsCarouselData {
  locations: Location[];
}

export async function loadLocationsCarousel(props: LocationsCarouselProps, ctx: LoadContext): Promise<LocationsCarouselData> {
  return { locations: await loadSelectedLocations(props.locations, ctx) };
}
