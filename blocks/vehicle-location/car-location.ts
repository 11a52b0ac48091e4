import type { Car } from '../../schemas/entities/car';
import type { Location } from '../../schemas/entities/location';

export type CarLocationFields = Pick<Car, 'location_id' | 'location' | 'location_name' | 'city' | 'state'>;

/** Where the car is, as the block shows it. */
export interface VehiclePlace {
  name: string;
  street?: string;
  city?: string;
  state?: string;
  postcode?: string;
}

const sameName = (a: string | undefined, b: string) => a !== undefined && a.trim().toLowerCase() === b.trim().toLowerCase();
const isSales = (location: Location) => location.location_type === 'sales' || location.location_type === '';

/**
 * The location the car stands at among its dealership's locations: by the
 * car's location id, else its location's slug, else its location's name;
 * failing those, the dealership's primary sales yard (the place a shopper
 * would go to see the car), else its first sales yard.
 */
export function carLocation(car: CarLocationFields, locations: readonly Location[]): Location | undefined {
  return (
    locations.find((location) => car.location_id !== undefined && location.id === car.location_id) ??
    locations.find((location) => car.location?.slug !== undefined && location.slug === car.location.slug) ??
    locations.find((location) => sameName(car.location?.name ?? car.location_name, location.name)) ??
    locations.find((location) => location.primary && isSales(location)) ??
    locations.find(isSales)
  );
}

/**
 * The place to show: the location found, with its address; else what the
 * car itself says (its location's name, city and state); undefined when the
 * car names no place at all.
 */
export function vehiclePlace(car: CarLocationFields, location: Location | undefined): VehiclePlace | undefined {
  if (location) {
    const { street, city, state, postcode } = location.address;
    return { name: location.name, street, city, state, postcode };
  }
  const name = (car.location?.name ?? car.location_name)?.trim();
  if (!name) return undefined;
  return { name, city: car.city, state: car.state };
}
