import type { Car } from '../../schemas/entities/car';
import { textsSchema, type Texts } from '../../schemas/texts';

/**
 * Spec (search and favourites, §4 and §9): a New tag is shown for cars
 * created within the last 8 days. Spec (detail, §9): default new-arrival text
 * "New Arrival".
 *
 * "Within the last 8 days" is read inclusively: a car created exactly
 * 8 × 24 hours ago still carries the tag, one millisecond later it does not
 * (the same reading as the sold-car window in search-inclusion).
 */
export const NEW_TAG_DAYS = 8;
export const MS_PER_DAY = 86_400_000;
export const DEFAULT_NEW_ARRIVAL_TEXT = textsSchema.properties.newArrival.default;

/** A created_at that cannot be read is not new; one slightly in the future (feed clock skew) is. */
export function isNewArrival(car: Pick<Car, 'created_at'>, now: Date): boolean {
  const created = Date.parse(car.created_at);
  if (Number.isNaN(created)) return false;
  return now.getTime() - created <= NEW_TAG_DAYS * MS_PER_DAY;
}

/** The tag text for a new arrival, or undefined when the car is not one. */
export function newArrivalTag(car: Pick<Car, 'created_at'>, now: Date, texts: Partial<Pick<Texts, 'newArrival'>> = {}): string | undefined {
  return isNewArrival(car, now) ? (texts.newArrival ?? DEFAULT_NEW_ARRIVAL_TEXT) : undefined;
}
