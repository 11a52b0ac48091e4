import type { Car } from '../../schemas/entities/car';
import { formatDayMonthYear } from './australian-date';

/**
 * Spec (detail, §9): rego expiry shown as "Expires on {date}", the date
 * written as Australians read it (australian-date.ts). The feed's
 * rego_expiry is a calendar date without a time: it is read in UTC, as it
 * is written, so no time zone moves it a day.
 */
export const REGO_EXPIRY_TEXT = 'Expires on {date}';

/** "2027-03-12" as "12 March 2027"; undefined for anything that is not a real calendar date. */
export function formatAustralianDate(isoDate: string): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return undefined;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls 31 February over into March: such a date is not a date.
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return formatDayMonthYear(date);
}

/** "Expires on 12 March 2027", or undefined when the car has no readable rego expiry. */
export function regoExpiryText(car: Pick<Car, 'rego_expiry'>): string | undefined {
  const date = car.rego_expiry ? formatAustralianDate(car.rego_expiry) : undefined;
  return date && REGO_EXPIRY_TEXT.replace('{date}', date);
}
