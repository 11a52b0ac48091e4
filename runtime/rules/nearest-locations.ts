import type { Address } from '../../schemas/entities/location';
import { haversineKm, type MapPoint } from './distance';

/** A location, or anything with an address that may carry its coordinates. */
interface Placed {
  address: Pick<Address, 'lat' | 'long'>;
}

export interface LocationByDistance<T extends Placed> {
  location: T;
  /** Undefined for a location whose address has no coordinates. */
  distanceKm: number | undefined;
}

/**
 * The nearest location to a shopper's postcode first (spec detail §5, §9:
 * distance with Earth radius 6371 km). Locations as far as each other keep
 * the order they were given in (the dealer's own order, primary first), and
 * a location without coordinates cannot be measured, so it comes after every
 * one that can, still listed: the shopper can still choose it.
 */
export function nearestLocations<T extends Placed>(from: MapPoint, locations: readonly T[]): LocationByDistance<T>[] {
  const measured = locations.map((location) => {
    const { lat, long } = location.address;
    return { location, distanceKm: lat === undefined || long === undefined ? undefined : haversineKm(from, { lat, long }) };
  });
  // Array.prototype.sort is stable, so ties and the unmeasured keep their order.
  return measured.sort((a, b) => {
    if (a.distanceKm === undefined || b.distanceKm === undefined) return (a.distanceKm === undefined ? 1 : 0) - (b.distanceKm === undefined ? 1 : 0);
    return a.distanceKm - b.distanceKm;
  });
}
