import type { Kysely } from 'kysely';
import type { RequestError } from '../../../schemas/api/request-errors';
import { type ReservationAnswer, type ReservationRequest, reservationRequestSchema } from '../../../schemas/api/reservations';
import type { SiteDocument } from '../../../schemas/site-document';
import { reservationRefusal, RESERVATION_REFUSAL_WORDS } from '../../rules/reservation';
import { depositCents, statusAt } from '../../rules/reservation-hold';
import { reservationContactErrors } from '../../rules/reservation-contact';
import { siteScope } from '../../site-scope';
import type { Database } from '../db/types';
import type { DepositStarted } from '../payments/payment-provider';
import { type Payments, sharedPayments } from '../payments/payments-from-env';
import { countAttempt } from '../repositories/attempt-counts';
import { createCarsRepository } from '../repositories/cars';
import { createReservationsRepository, type StoredReservation } from '../repositories/reservations';
import { clientAddress } from './client-address';
import { jsonResponse } from './json-answer';
import type { HttpAnswer } from './request-body';
import { forSite } from './site-handlers';
import type { SiteApiContext } from './site-request';

/** New reservations counted per address over a day. */
export const RESERVATIONS_WINDOW_SECONDS = 24 * 60 * 60;
/** More cars than one shopper holds in a day; stops one address holding a dealer's whole yard. Only reservations stored count: a 409 costs nothing. */
export const RESERVATIONS_PER_ADDRESS = 5;

export const TOO_MANY_RESERVATIONS = 'Too many cars reserved from this connection today. Please call the dealer to reserve another.';
export const CAR_JUST_RESERVED = 'Sorry, someone else has just reserved this car, so it can’t be reserved online right now.';
export const RESERVATION_UNAVAILABLE = 'Online reservation is not available right now. Please call the dealer to reserve this car.';
export const PAYMENT_NOT_STARTED = 'We could not start the deposit payment, so the car has not been reserved. Please try again in a moment.';
export const PAYMENT_UNREACHABLE = 'We could not reach the payment provider just now. Please try again in a moment.';
export const NO_SUCH_CAR = 'No such car on this site.';

type ReservationResult = HttpAnswer<ReservationAnswer | RequestError> & { retryAfterSeconds?: number };

export interface ReservationRequestFacts {
  clientAddress: string;
  now?: Date;
}

const refusal = (status: number, error: string, fields: RequestError['fields'] = []): ReservationResult => ({ status, body: { error, fields } });

function answerOf(reservation: StoredReservation, started: DepositStarted | undefined, now: Date): ReservationAnswer {
  return {
    reservation_id: reservation.id,
    car_id: reservation.car_id,
    status: statusAt({ status: reservation.status, held_until: new Date(reservation.held_until) }, now),
    held_until: reservation.held_until,
    deposit_cents: reservation.deposit_cents,
    deposit: {
      provider: reservation.payment_provider,
      status: reservation.deposit_status,
      ...(started?.clientSecret ? { client_secret: started.clientSecret } : {}),
    },
  };
}

/**
 * Holds a car for a shopper on this site (spec detail §2 "Reserve Online",
 * §4, §9): 201 once the reservation is stored and its deposit started, 200
 * with the same reservation for a retry of the same attempt (idempotency
 * key), 400 naming each field, 404 when the dealer does not reserve online
 * or the car is not this site's, 409 when someone holds the car (or it
 * cannot be reserved: sold, not in stock, no price), 429 with Retry-After
 * past the limit, 503 when this server takes no deposits or the provider
 * failed (the hold is then cancelled at once).
 */
export async function submitReservation(
  db: Kysely<Database>,
  site: { slug: string; document: SiteDocument },
  request: ReservationRequest,
  facts: ReservationRequestFacts,
  payments: Payments,
): Promise<ReservationResult> {
  const { settings, dealer } = site.document;
  const now = () => facts.now ?? new Date();
  if (!settings.reserveOnline.enabled) return refusal(404, RESERVATION_REFUSAL_WORDS['reserve-online-off']);
  const { provider } = payments;
  if (!provider) return refusal(503, RESERVATION_UNAVAILABLE);
  const fields = reservationContactErrors(request);
  if (fields.length > 0) return refusal(400, 'The request has errors.', fields);

  const reservations = createReservationsRepository(db);
  const car = await createCarsRepository(db).byId(siteScope(site.document), request.car_id);
  if (!car) return refusal(404, NO_SUCH_CAR, [{ field: '/car_id', message: 'is not a car of this site' }]);

  const deposit = (reservation: StoredReservation) =>
    provider.startDeposit({
      reservationId: reservation.id,
      siteSlug: site.slug,
      carId: car.id,
      amountCents: reservation.deposit_cents,
      description: `Refundable deposit to reserve ${car.name}${car.stocknum ? ` (stock ${car.stocknum})` : ''} at ${dealer.name}`,
      email: reservation.email,
    });
  /** A retry's answer: the payment again while the shopper still has it to make (the provider gives back the same one, never a second). */
  const retried = async (reservation: StoredReservation): Promise<ReservationResult> => {
    const stillHeld = statusAt({ status: reservation.status, held_until: new Date(reservation.held_until) }, now()) === 'held';
    let started: DepositStarted | undefined;
    if (stillHeld && reservation.payment_provider === provider.name && reservation.deposit_status !== 'paid') {
      try {
        started = await deposit(reservation);
      } catch (error) {
        // The hold stands (the first attempt started its payment); the shopper's next retry asks the provider again.
        console.error(`Reservation ${reservation.id}: the deposit could not be fetched again for a retry:`, error);
        return refusal(503, PAYMENT_UNREACHABLE);
      }
      if (started.reference !== null && reservation.payment_reference === null) await reservations.setPaymentReference(reservation.id, started.reference);
    }
    return { status: 200, body: answerOf(reservation, started, now()) };
  };

  // The car as read shows someone's hold, but it may be this very attempt's, sent again.
  const refused = reservationRefusal(car, settings);
  if (refused !== undefined) {
    const earlier = await reservations.findByKey(site.slug, request.idempotency_key);
    if (earlier && earlier.car_id === car.id) return retried(earlier);
    return refused === 'reserved' ? refusal(409, CAR_JUST_RESERVED) : refusal(409, RESERVATION_REFUSAL_WORDS[refused]);
  }

  const outcome = await reservations.hold(
    {
      site_slug: site.slug,
      idempotency_key: request.idempotency_key,
      car_id: car.id,
      car_dealership_id: car.dealership_id,
      first_name: request.first_name.trim(),
      last_name: request.last_name.trim(),
      email: request.email,
      mobile: request.mobile,
      deposit_cents: depositCents(settings),
      payment_provider: provider.name,
      payment_reference: null,
      client_address: facts.clientAddress,
      holdHours: settings.reserveOnline.holdHours,
    },
    async (trx) => {
      const counted = await countAttempt(trx, `reservations:${facts.clientAddress}`, RESERVATIONS_WINDOW_SECONDS);
      return counted.count > RESERVATIONS_PER_ADDRESS ? counted.retryAfterSeconds : undefined;
    },
  );
  switch (outcome.kind) {
    case 'taken':
      return refusal(409, CAR_JUST_RESERVED);
    case 'refused':
      return { ...refusal(429, TOO_MANY_RESERVATIONS), retryAfterSeconds: outcome.refusal };
    case 'retry':
      // The same key for another car is no retry of this attempt: the form makes one key per attempt, about one car.
      if (outcome.reservation.car_id !== car.id)
        return refusal(400, 'The request has errors.', [{ field: '/idempotency_key', message: 'was already used to reserve another car' }]);
      return retried(outcome.reservation);
    case 'held':
      break;
  }

  const { reservation } = outcome;
  let started: DepositStarted;
  try {
    started = await deposit(reservation);
  } catch (error) {
    // No payment, no hold: the car is free for the next shopper (this one included) at once.
    await reservations.cancel(reservation.id);
    console.error(`Reservation ${reservation.id}: the deposit could not be started, so the hold was cancelled:`, error);
    return refusal(503, PAYMENT_NOT_STARTED);
  }
  if (started.reference !== null) await reservations.setPaymentReference(reservation.id, started.reference);
  return { status: 201, body: answerOf({ ...reservation, payment_reference: started.reference }, started, now()) };
}

/** POST /api/reservations: holds a car for the shopper; 201 {reservation_id, status, held_until, deposit…} once stored. */
export function postReservation(context: SiteApiContext, request: Request, segment: string, payments: Payments = sharedPayments()): Promise<Response> {
  return forSite<ReservationRequest>(context, request, segment, { body: reservationRequestSchema }, async ({ site, body }) => {
    const answer = await submitReservation(context.db, site, body, { clientAddress: clientAddress(request) }, payments);
    const headers = answer.retryAfterSeconds ? { 'retry-after': String(answer.retryAfterSeconds) } : undefined;
    return jsonResponse({ status: answer.status, body: answer.body, headers });
  });
}
