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

/**
 * Why a car cannot be reserved online, first reason first: the dealer does
 * not reserve online at all; the car is sold; someone holds it (the feed's
 * reserved flag, or a shopper's hold online: runtime/rules/reservation-hold.ts);
 * it is not in stock (coming soon, say); its price is 200 or less.
 */
export const RESERVATION_REFUSALS = ['reserve-online-off', 'sold', 'reserved', 'not-in-stock', 'price-too-low'] as const;
export type ReservationRefusal = (typeof RESERVATION_REFUSALS)[number];

/** What a shopper reads on the checkout page, and in a refused request's answer, for each reason. */
export const RESERVATION_REFUSAL_WORDS: Readonly<Record<ReservationRefusal, string>> = {
  'reserve-online-off': 'This dealer does not take reservations online.',
  sold: 'This car has been sold.',
  reserved: 'Another shopper has reserved this car, so it is on hold for them.',
  'not-in-stock': 'This car is not in stock yet, so it cannot be reserved online.',
  'price-too-low': 'This car has no price online, so it cannot be reserved online. Ask us about it instead.',
};

type ReserveSettings = { reserveOnline: Pick<Settings['reserveOnline'], 'enabled'> };

/** The first reason the car cannot be reserved online, or undefined when it can. */
export function reservationRefusal(car: ReservationFields, settings: ReserveSettings): ReservationRefusal | undefined {
  if (settings.reserveOnline.enabled !== true) return 'reserve-online-off';
  if (car.sold || car.status === 'sold') return 'sold';
  if (car.reserved) return 'reserved';
  if (car.status !== RESERVABLE_STATUS) return 'not-in-stock';
  if (!(car.price > MINIMUM_RESERVE_PRICE)) return 'price-too-low';
  return undefined;
}

export function isReservable(car: ReservationFields, settings: ReserveSettings): boolean {
  return reservationRefusal(car, settings) === undefined;
}

/** Where the reserve button goes; the dealer's route setting picks checkout or buy-online. */
export function reserveRoute(slug: string, settings: { reserveOnline: Partial<Pick<Settings['reserveOnline'], 'route'>> }): string {
  const route: ReserveRoute = settings.reserveOnline.route ?? 'checkout';
  return `${vehiclePath({ slug })}/${route}`;
}
