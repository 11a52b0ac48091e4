import type { Kysely } from 'kysely';
import type { RequestError } from '../../../schemas/api/request-errors';
import { type ReservationAnswer, type ReservationRequest, reservationRequestSchema } from '../../../schemas/api/reservations';
import type { SiteDocument } from '../../../schemas/site-document';
import { isGated, SIGN_IN_REASONS, shoppersCanSignIn } from '../../rules/gated-routes';
import { reservationRefusal, RESERVATION_REFUSAL_WORDS } from '../../rules/reservation';
import { depositCents, reservationTimeZone, statusAt } from '../../rules/reservation-hold';
import { reservationContactErrors } from '../../rules/reservation-contact';
import { siteScope } from '../../site-scope';
import { type Shopper, shopperFromSession } from '../auth/shopper';
import type { Database } from '../db/types';
import type { LeadDeliveryKick } from '../leads/lead-delivery-worker';
import { destinationKeysOf } from '../leads/lead-destination';
import { reservationLead, reservationLeadKey } from '../leads/reservation-lead';
import type { DepositStarted } from '../payments/payment-provider';
import { type Payments, sharedPayments } from '../payments/payments-from-env';
import { countAttempt } from '../repositories/attempt-counts';
import { createCarsRepository } from '../repositories/cars';
import { createLeadDeliveriesRepository } from '../repositories/lead-deliveries';
import { createLeadsRepository } from '../repositories/leads';
import { createReservationsRepository, type StoredReservation } from '../repositories/reservations';
import { clientAddress } from './client-address';
import { jsonResponse } from './json-answer';
import type { HttpAnswer } from './request-body';
import type { ShopperApiContext } from './shopper-handlers';
import { forSite } from './site-handlers';

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
/** The sign-in page's own reason for a gated checkout (spec detail §6), and what to do: the checkout page sends a signed-out shopper to sign in. */
export const SIGN_IN_TO_RESERVE = `${SIGN_IN_REASONS.checkout} Reload this page to sign in with your mobile number.`;

/**
 * A new reservation's lead waits this long before it is sent, unless the
 * deposit's payment starts first (then it goes at once): longer than a
 * payment provider may take to answer (Stripe's calls time out after 10 s),
 * so a hold undone because its payment could not start never reaches the
 * dealer, and a server that dies in between leaves it to be sent after this.
 */
export const RESERVATION_LEAD_HOLD_BACK_SECONDS = 60;

type ReservationResult = HttpAnswer<ReservationAnswer | RequestError> & { retryAfterSeconds?: number };

export interface ReservationRequestFacts {
  clientAddress: string;
  userAgent?: string | null;
  now?: Date;
  /** The shopper signed in on this site, read only once the request is otherwise sound; none where nobody can sign in. */
  currentShopper?: () => Promise<Shopper | null>;
  /** The server's lead delivery worker, told the reservation's lead is due; absent where nothing delivers. */
  leadDelivery?: LeadDeliveryKick;
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
 * or the car is not this site's, 401 when the dealer keeps the checkout for
 * signed-in shoppers (§6) and none is signed in, 409 when someone holds the
 * car (or it cannot be reserved: sold, not in stock, no price), 429 with
 * Retry-After past the limit, 503 when this server takes no deposits or the
 * provider failed (the hold is then cancelled at once).
 *
 * The dealer is told through the lead outbox: the reservation's lead and
 * its delivery rows are stored in the hold's own transaction, and sent once
 * the deposit's payment has started (RESERVATION_LEAD_HOLD_BACK_SECONDS).
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
  // After the car, as the gated checkout page answers no such car before asking anyone to sign in.
  const shopper = (await facts.currentShopper?.()) ?? null;
  if (!shopper && isGated('checkout', settings.gatedRoutes)) return refusal(401, SIGN_IN_TO_RESERVE);

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

  const destinations = destinationKeysOf(settings.leadDelivery);
  let leadId: string | undefined;
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
      shopper_user_id: shopper?.id ?? null,
      holdHours: settings.reserveOnline.holdHours,
    },
    {
      admit: async (trx) => {
        const counted = await countAttempt(trx, `reservations:${facts.clientAddress}`, RESERVATIONS_WINDOW_SECONDS);
        return counted.count > RESERVATIONS_PER_ADDRESS ? counted.retryAfterSeconds : undefined;
      },
      // The dealer's lead commits with the hold or not at all: a stored reservation is always told, a refused one never.
      alongside: async (trx, held) => {
        const lead = reservationLead({ site: { slug: site.slug, settings }, car, reservation: held, timeZone: reservationTimeZone(car), userAgent: facts.userAgent });
        leadId = await createLeadsRepository(trx).addAlongside(lead, { destinations, holdBackSeconds: RESERVATION_LEAD_HOLD_BACK_SECONDS });
      },
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
    // No payment, no hold: the car is free for the next shopper (this one included) at once, and the dealer is never told of it.
    await db.transaction().execute(async (trx) => {
      await createReservationsRepository(trx).cancel(reservation.id);
      await createLeadsRepository(trx).withdrawUnsent(site.slug, reservationLeadKey(reservation.id));
    });
    console.error(`Reservation ${reservation.id}: the deposit could not be started, so the hold was cancelled:`, error);
    return refusal(503, PAYMENT_NOT_STARTED);
  }
  if (started.reference !== null) await reservations.setPaymentReference(reservation.id, started.reference);
  // The payment is under way: the dealer hears of the reservation now rather than once the hold-back has passed.
  if (leadId !== undefined && (await createLeadDeliveriesRepository(db).sendNow(leadId)) > 0) facts.leadDelivery?.kick();
  return { status: 201, body: answerOf({ ...reservation, payment_reference: started.reference }, started, now()) };
}

/**
 * POST /api/reservations: holds a car for the shopper; 201 {reservation_id,
 * status, held_until, deposit…} once stored. Answers in the public API's
 * `{error, fields}` shape throughout, 401 included; the shopper's session is
 * read from shoppers' own cookie.
 */
export function postReservation(context: ShopperApiContext, request: Request, segment: string, payments: Payments = sharedPayments()): Promise<Response> {
  return forSite<ReservationRequest>(context, request, segment, { body: reservationRequestSchema }, async ({ site, body }) => {
    const answer = await submitReservation(
      context.db,
      site,
      body,
      {
        clientAddress: clientAddress(request),
        userAgent: request.headers.get('user-agent'),
        // Where shoppers cannot sign in on this site nobody is signed in, and shoppers' sign-in is never built.
        currentShopper: shoppersCanSignIn(site.document.settings) ? async () => shopperFromSession((await context.shopperSignIn()).auth, request.headers) : undefined,
        leadDelivery: context.leadDelivery,
      },
      payments,
    );
    const headers = answer.retryAfterSeconds ? { 'retry-after': String(answer.retryAfterSeconds) } : undefined;
    return jsonResponse({ status: answer.status, body: answer.body, headers });
  });
}
