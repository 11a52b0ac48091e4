import type { Car } from '../../schemas/entities/car';
import type { Settings } from '../../schemas/settings';
import { vehiclePath } from './vehicle-path';

/**
 * Spec (detail, finance, forms, locations, §4 "Online reservation allowed"):
 * only when the autograb option is on, status is in_stock, the car is neither
 * sold nor reserved, and price is over 200 (§9 "Minimum reserve price: over
 * 200"). Spec (both documents, §2): the reserve route is /cars/{slug}/checkout,
 * or /cars/{slug}/buy-online for some dealers.
 */
export const MINIMUM_RESERVE_PRICE = 200;
export const RESERVABLE_STATUS = 'in_stock' satisfies Car['status'];

export type ReservationFields = Pick<Car, 'status' | 'sold' | 'reserved' | 'price'>;
export type ReserveRoute = Settings['reserveOnline']['route'];

export function isReservable(car: ReservationFields, settings: { reserveOnline: Pick<Settings['reserveOnline'], 'enabled'> }): boolean {
  return settings.reserveOnline.enabled === true && car.status === RESERVABLE_STATUS && !car.sold && !car.reserved && car.price > MINIMUM_RESERVE_PRICE;
}

/** Where the reserve button goes; the dealer's route setting picks checkout or buy-online. */
export function reserveRoute(slug: string, settings: { reserveOnline: Partial<Pick<Settings['reserveOnline'], 'route'>> }): string {
  const route: ReserveRoute = settings.reserveOnline.route ?? 'checkout';
  return `${vehiclePath({ slug })}/${route}`;
}
