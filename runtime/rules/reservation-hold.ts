import type { ReservationStatus } from '../../schemas/api/reservations';
import type { Car } from '../../schemas/entities/car';
import type { Settings } from '../../schemas/settings';
import { formatAud } from './price-display';
import { stateTimeZone } from './state-time-zone';

/**
 * Spec (detail §9; search §9): a car reserved online is held for 48 hours
 * (the dealer's holdHours) against a 100% refundable deposit of $200 (the
 * dealer's depositDollars).
 *
 * A reservation holds its car while it is confirmed (the deposit was paid),
 * or while it is held and its hold has not passed: up to and including the
 * instant `held_until`, which is the moment it was made plus the hold. One
 * second later it has lapsed. Nothing needs to run for a hold to lapse: every
 * reader asks this rule (the database asks its SQL twin,
 * runtime/server/repositories/reservations.ts), so a lapsed hold frees the
 * car for search, the vehicle page and the next shopper at once.
 *
 * A reservation whose row still says `held` after its hold is lapsed all the
 * same; the row is moved to `lapsed` when the next shopper reserves the car.
 */
export const HOUR_MS = 60 * 60 * 1000;

/** The statuses that can hold a car: the database lets one reservation per car be in them (migration 0011). */
export const ACTIVE_RESERVATION_STATUSES = ['held', 'confirmed'] as const satisfies readonly ReservationStatus[];

export interface HoldFields {
  status: ReservationStatus;
  held_until: Date;
}

/** When a hold that starts at `start` lapses: the start plus the dealer's hold hours. */
export function holdEndsAt(start: Date, holdHours: number): Date {
  return new Date(start.getTime() + holdHours * HOUR_MS);
}

/** Whether the reservation holds its car at `now`. */
export function isHolding(reservation: HoldFields, now: Date): boolean {
  if (reservation.status === 'confirmed') return true;
  return reservation.status === 'held' && now.getTime() <= reservation.held_until.getTime();
}

/** The reservation's status as a shopper or dealer should read it at `now`: a hold that has passed is lapsed, whatever its row says. */
export function statusAt(reservation: HoldFields, now: Date): ReservationStatus {
  return reservation.status === 'held' && !isHolding(reservation, now) ? 'lapsed' : reservation.status;
}

/** The deposit in cents, as stored and as charged: the dealer's whole dollars. */
export function depositCents(settings: { reserveOnline: Pick<Settings['reserveOnline'], 'depositDollars'> }): number {
  return settings.reserveOnline.depositDollars * 100;
}

/**
 * Spec (detail §9; the words): the checkout's promises, in order:
 * the deposit, the hold, and that the deposit is refunded in full.
 */
export const FULLY_REFUNDABLE_TEXT = '100% refundable';

export function checkoutTerms({ depositDollars, holdHours }: Pick<Settings['reserveOnline'], 'depositDollars' | 'holdHours'>): string[] {
  return [`${formatAud(depositDollars)} deposit`, `${holdHours}-hour hold`, FULLY_REFUNDABLE_TEXT];
}

/** The dealer's time zone for a car: the state its yard is in (state-time-zone.ts). */
export function reservationTimeZone(car: Pick<Car, 'state'>): string {
  return stateTimeZone(car.state);
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** "Tuesday 24 November 2026 at 3:15 pm AEST": the end of a hold on the dealer's clock, with the zone said. */
export function formatHeldUntil(heldUntil: Date, timeZone: string): string {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-AU', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone,
      timeZoneName: 'short',
    });
    formats.set(timeZone, format);
  }
  return format.format(heldUntil);
}

/** The reservation's number as the shopper is told it and the dealer sees it: the first 8 characters of its id, in capitals. */
export function reservationNumber(reservationId: string): string {
  return reservationId.slice(0, 8).toUpperCase();
}

/** What the checkout says once a reservation is held with the local payment provider: plainly, that no money moved. */
export function localDepositNotice(depositDollars: number): string {
  return `Local payment provider: no card was charged. The dealer will call you to take the ${formatAud(depositDollars)} deposit.`;
}
