import { RESERVATION_LEAD_FORM } from '../../../schemas/api/leads';
import type { DepositStatus, PaymentProviderName } from '../../../schemas/api/reservations';
import type { Car } from '../../../schemas/entities/car';
import type { Settings } from '../../../schemas/settings';
import { depositStateText } from '../../rules/dealer-reservation';
import { leadEventId } from '../../rules/lead-events';
import { formatAud } from '../../rules/price-display';
import { reserveRoute } from '../../rules/reservation';
import { FULLY_REFUNDABLE_TEXT, formatHeldUntil, reservationNumber } from '../../rules/reservation-hold';
import type { NewLead } from '../repositories/leads';
import type { StoredReservation } from '../repositories/reservations';

/** The category a reservation's lead is filed under, beside the forms' own. */
export const RESERVATION_CATEGORY = 'Reservation';
/** Browsers send a few hundred characters; the rest would be padding (as for leads). */
const USER_AGENT_MAX_LENGTH = 512;

/** What a reservation's lead tells the dealer besides the shopper's contact details: kept in the lead's `fields` under `reservation`. */
export interface ReservationLeadFacts {
  reservation_id: string;
  /** The number the shopper was told. */
  number: string;
  /** When the hold lapses unless the reservation is confirmed (UTC). */
  held_until: string;
  /** The clock the hold's end is told on: the state of the car's yard. */
  time_zone: string;
  deposit_cents: number;
  payment_provider: PaymentProviderName;
  /** As it stood when the car was reserved; the editor's reservations screen shows it as it is now. */
  deposit_status: DepositStatus;
}

/** One lead per reservation: its key is made from the reservation's id, so the lead of a reservation can always be found again. */
export const reservationLeadKey = (reservationId: string) => `reservation-${reservationId}`;

export interface ReservationLeadSource {
  site: { slug: string; settings: Pick<Settings, 'reserveOnline'> };
  car: Pick<Car, 'id' | 'slug' | 'dealership_id' | 'car_type' | 'tag'>;
  reservation: StoredReservation;
  timeZone: string;
  userAgent?: string | null;
}

/**
 * The lead that tells the dealer a car was reserved online, stored in the
 * reservation's own transaction and delivered like any lead (README "Lead
 * delivery"): the car, the shopper's contact details, the deposit and its
 * state, and until when the car is held. Filed as a lead about the car
 * (event id 14 or 15 by its type, runtime/rules/lead-events.ts), from the
 * checkout page.
 */
export function reservationLead({ site, car, reservation, timeZone, userAgent }: ReservationLeadSource): NewLead {
  const facts: ReservationLeadFacts = {
    reservation_id: reservation.id,
    number: reservationNumber(reservation.id),
    held_until: new Date(reservation.held_until).toISOString(),
    time_zone: timeZone,
    deposit_cents: reservation.deposit_cents,
    payment_provider: reservation.payment_provider,
    deposit_status: reservation.deposit_status,
  };
  return {
    site_slug: site.slug,
    idempotency_key: reservationLeadKey(reservation.id),
    form: RESERVATION_LEAD_FORM,
    category: RESERVATION_CATEGORY,
    subcategory: null,
    event_id: leadEventId({ form: RESERVATION_LEAD_FORM }, car),
    fields: JSON.stringify({ name: reservation.first_name, last_name: reservation.last_name, email: reservation.email, phone: reservation.mobile, reservation: facts }),
    url: reserveRoute(car.slug, site.settings),
    source: null,
    user_agent: userAgent?.slice(0, USER_AGENT_MAX_LENGTH) ?? null,
    car_id: car.id,
    car_dealership_id: car.dealership_id,
    lead_attributes: null,
    client_address: reservation.client_address,
  };
}

/** The reservation in lines a person reads: the email's summary and the ADF file's comments. */
export function reservationLines(facts: ReservationLeadFacts): string[] {
  const deposit = depositStateText({ provider: facts.payment_provider, status: facts.deposit_status, takenByPhone: false });
  return [
    `Reserved online: reservation number ${facts.number}, the car held until ${formatHeldUntil(new Date(facts.held_until), facts.time_zone)}`,
    `Deposit: ${formatAud(facts.deposit_cents / 100)} (${FULLY_REFUNDABLE_TEXT}), ${deposit.charAt(0).toLowerCase()}${deposit.slice(1)}`,
  ];
}
