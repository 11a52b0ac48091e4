import type { Car } from '../../schemas/entities/car';

/**
 * Spec (detail, finance, forms, locations, §4 "Vehicle availability"): a sold
 * car shows SOLD with an offer to find a similar one.
 *
 * Feeds mark a sale in two places, the status and the `sold` flag, and do not
 * always update both at once: either one makes the car sold.
 */
export const SOLD_TEXT = 'SOLD';

export function isSold(car: Pick<Car, 'sold' | 'status'>): boolean {
  return car.sold || car.status === 'sold';
}
