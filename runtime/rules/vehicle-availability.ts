import type { Car } from '../../schemas/entities/car';
import type { CarStatus } from '../../schemas/entities/car-values';

/**
 * Spec (detail, finance, forms, locations, §4 "Vehicle availability"):
 * in_stock and coming_soon are available; any other status (for example
 * sold) is unavailable.
 */
export const AVAILABLE_STATUSES = ['in_stock', 'coming_soon'] as const satisfies readonly CarStatus[];

export function isAvailable(car: Pick<Car, 'status'>): boolean {
  return (AVAILABLE_STATUSES as readonly CarStatus[]).includes(car.status);
}

/**
 * Spec (search and favourites, §3): status coming_soon. Such a car is
 * available but not here yet: a card says Coming Soon rather than New
 * Arrival (it has not arrived), and it cannot be reserved online until it is
 * in stock (runtime/rules/reservation.ts).
 */
export const COMING_SOON_STATUS = 'coming_soon' satisfies CarStatus;
export const COMING_SOON_TEXT = 'Coming Soon';

export function isComingSoon(car: Pick<Car, 'status'>): boolean {
  return car.status === COMING_SOON_STATUS;
}
