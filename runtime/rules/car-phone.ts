import type { Car } from '../../schemas/entities/car';
import type { Dealer } from '../../schemas/dealer';

/**
 * Spec (detail, finance, forms, locations, §9): the phone is chosen by
 * override, or by car type. A dealer with neither leaves the car's own
 * location number, which the feed carries with every car; with none at all
 * there is nothing to show (§8: "No phone available" is only logged).
 */
export function carPhone(car: Pick<Car, 'car_type' | 'location'>, phones: Dealer['phones']): string | undefined {
  const chosen = phones.override ?? phones[car.car_type] ?? car.location?.phone;
  return chosen?.trim() ? chosen.trim() : undefined;
}
