import type { Car } from '../../schemas/entities/car';
import { MINIMUM_SHOWN_PRICE } from './price-display';
import { isAvailable } from './vehicle-availability';

/**
 * Spec (detail, finance, forms, locations, §2 "Vehicle page"): a SOLD notice
 * offers to find a similar vehicle. Similar means the same make, model and
 * body as the car shown, available (§4), not the car itself, nearest in
 * price first.
 *
 * The price compared is the one a shopper pays: an offer price when there
 * is one, else the price when it is shown (over MINIMUM_SHOWN_PRICE). Cars
 * without one come after every priced car; a car shown without one keeps
 * the order it was given (the search's: in stock first, newest first).
 * Equally near cars put the cheaper first.
 */
export type SimilarCarFields = Pick<Car, 'id' | 'make' | 'model' | 'simple_body' | 'status' | 'price' | 'offer_price'>;

export function comparablePrice(car: Pick<Car, 'price' | 'offer_price'>): number | undefined {
  if ((car.offer_price ?? 0) > 0) return car.offer_price;
  return car.price > MINIMUM_SHOWN_PRICE ? car.price : undefined;
}

export function isSimilarCar(candidate: SimilarCarFields, car: SimilarCarFields): boolean {
  return candidate.id !== car.id && candidate.make === car.make && candidate.model === car.model && candidate.simple_body === car.simple_body && isAvailable(candidate);
}

/** The similar cars among the candidates, nearest in price first, at most `limit`. */
export function similarCars<C extends SimilarCarFields>(car: SimilarCarFields, candidates: readonly C[], limit: number): C[] {
  const target = comparablePrice(car);
  const similar = candidates.filter((candidate) => isSimilarCar(candidate, car));
  if (target === undefined) return similar.slice(0, limit);
  const distance = (candidate: C) => {
    const price = comparablePrice(candidate);
    return price === undefined ? Number.POSITIVE_INFINITY : Math.abs(price - target);
  };
  // Array.prototype.sort is stable, so equal cars keep the search's order.
  return similar
    .map((candidate) => ({ candidate, distance: distance(candidate), price: comparablePrice(candidate) ?? 0 }))
    .sort((a, b) => a.distance - b.distance || a.price - b.price)
    .slice(0, limit)
    .map(({ candidate }) => candidate);
}
