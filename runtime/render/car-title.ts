import type { Car } from '../../schemas/entities/car';

/**
 * The car as a heading names it: year, make, model and badge ("2024 Toyota
 * Corolla SX"). Built from the fields rather than taken from `name`, which
 * feeds fill in their own ways (with the series, the body, or nothing more
 * than the model).
 */
export function carTitle(car: Pick<Car, 'year' | 'make' | 'model' | 'badge'>): string {
  return [String(car.year), car.make, car.model, car.badge]
    .map((part) => part?.trim())
    .filter((part): part is string => Boolean(part))
    .join(' ');
}
