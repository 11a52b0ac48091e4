import type { LoadContext } from '../../runtime/block-types';
import type { Location } from '../../schemas/entities/location';
import { loadSelectedLocations } from '../kit/locations/load-locations';
import type { LocationCardsProps } from './schema';

export interface LocationCardsData {
  locations: Location[];
}

export async function loadLocationCards(props: LocationCardsProps, ctx: LoadContext): Promise<LocationCardsData> {
  return { locations: await loadSelectedLocations(props.locations, ctx) };
}
