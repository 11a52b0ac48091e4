import type { Car, CarStatus } from '../../schemas/entities/car';

/**
 * Spec (detail, finance, forms, locations, §4 "Vehicle availability"):
 * in_stock and coming_soon are available; any other status (for example
 * sold) is unavailable.
 */
export const AVAILABLE_STATUSES = ['in_stock', 'coming_soon'] as const satisfies readonly CarStatus[];

export function isAvailable(car: Pick<Car, 'status'>): boolean {
  return (AVAILABLE_STATUSES as readonly CarStatus[]).includes(car.status);
}
