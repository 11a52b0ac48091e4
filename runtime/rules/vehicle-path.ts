import type { Car } from '../../schemas/entities/car';

/**
 * Spec (both documents, §2 "Routes and links"): a car's page is
 * /cars/{slug}. A slug is lower-case letters, digits and hyphens
 * (schemas/common.ts); it is encoded all the same, so a feed that slipped
 * past the schema cannot break the link.
 */
export const VEHICLE_PAGES_PATH = '/cars';

export function vehiclePath(car: Pick<Car, 'slug'>): string {
  return `${VEHICLE_PAGES_PATH}/${encodeURIComponent(car.slug)}`;
}
