import type { FromSchema } from 'json-schema-to-ts';
import { DEPOSIT_STATUSES, PAYMENT_PROVIDERS, RESERVATION_STATUSES } from './reservations';

/**
 * The editor's reservations screen and its API under
 * /editor/api/sites/{slug}/reservations: a dealer's reservations as the
 * dealer reads them, and what the dealer may do with one: confirm a hold
 * whose deposit they took by phone, or release (cancel) one.
 */
export const DEALER_RESERVATION_ACTIONS = ['confirm', 'release'] as const;
export type DealerReservationAction = (typeof DEALER_RESERVATION_ACTIONS)[number];

/** Reservation ids are random UUIDs (runtime/server/repositories/reservations.ts). */
const reservationIdSchema = {
  type: 'string',
  pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$',
  description: 'The reservation, as the list names it.',
} as const;

const timestampSchema = { type: 'string', format: 'date-time' } as const;
const nullableText = { type: ['string', 'null'] } as const;

/** POST /editor/api/sites/{slug}/reservations */
export const reservationDecisionRequestSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['reservation_id', 'action'],
  properties: {
    reservation_id: reservationIdSchema,
    action: {
      type: 'string',
      enum: DEALER_RESERVATION_ACTIONS,
      description: 'confirm: the dealer took the deposit by phone, so the car stays held for the shopper; release: the hold ends and the car can be reserved again at once.',
    },
  },
} as const;
export type ReservationDecisionRequest = FromSchema<typeof reservationDecisionRequestSchema>;

/** One reservation as the dealer's screen lists it. */
export const dealerReservationSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'number', 'status', 'createdAt', 'heldUntil', 'heldUntilText', 'car', 'shopper', 'deposit', 'releasedBy', 'actions'],
  properties: {
    id: { type: 'string' },
    number: { type: 'string', description: 'What the shopper was told: the first 8 characters of the id, in capitals.' },
    status: { type: 'string', enum: RESERVATION_STATUSES, description: 'As it reads now: a hold past its time is lapsed, whatever its row says.' },
    createdAt: timestampSchema,
    heldUntil: timestampSchema,
    heldUntilText: { type: 'string', description: 'heldUntil on the clock of the state the car is in, with its zone.' },
    car: {
      type: 'object',
      additionalProperties: false,
      required: ['id', 'name', 'stockNumber', 'path'],
      properties: {
        id: { type: 'integer' },
        name: { ...nullableText, description: 'null when the car has left the stock feed since.' },
        stockNumber: nullableText,
        path: { ...nullableText, description: "The car's page on the dealer's site (/cars/{slug}); null when the car has gone." },
      },
    },
    shopper: {
      type: 'object',
      additionalProperties: false,
      required: ['firstName', 'lastName', 'email', 'mobile', 'signedIn'],
      properties: {
        firstName: { type: 'string' },
        lastName: { type: 'string' },
        email: { type: 'string' },
        mobile: { type: 'string' },
        signedIn: { type: 'boolean', description: 'The shopper was signed in with their mobile number when they reserved.' },
      },
    },
    deposit: {
      type: 'object',
      additionalProperties: false,
      required: ['cents', 'provider', 'status', 'takenBy', 'text'],
      properties: {
        cents: { type: 'integer' },
        provider: { type: 'string', enum: PAYMENT_PROVIDERS },
        status: { type: 'string', enum: DEPOSIT_STATUSES },
        takenBy: { ...nullableText, description: 'The marketer who recorded the deposit as taken by phone.' },
        text: { type: 'string', description: 'How the deposit stands, in words.' },
      },
    },
    releasedBy: { ...nullableText, description: 'The marketer who released it.' },
    actions: { type: 'array', items: { type: 'string', enum: DEALER_RESERVATION_ACTIONS }, description: 'What the dealer may do with it now.' },
  },
} as const;
export type DealerReservation = FromSchema<typeof dealerReservationSchema>;

/** GET /editor/api/sites/{slug}/reservations: newest first. */
export const dealerReservationsAnswerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['reservations', 'reserveOnline'],
  properties: {
    reservations: { type: 'array', items: dealerReservationSchema },
    reserveOnline: { type: 'boolean', description: "Whether the site's published document takes reservations online." },
  },
} as const;
export type DealerReservationsAnswer = FromSchema<typeof dealerReservationsAnswerSchema>;

/** POST …/reservations, 200: the reservation as it is now. */
export const reservationDecisionAnswerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['reservation'],
  properties: { reservation: dealerReservationSchema },
} as const;
export type ReservationDecisionAnswer = FromSchema<typeof reservationDecisionAnswerSchema>;

/** POST …/reservations, 409: the reservation is no longer in a state that allows it (lapsed, cancelled, paid meanwhile); it comes back as it is now. */
export const reservationChangedAnswerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['error', 'message', 'reservation'],
  properties: { error: { const: 'reservation-changed' }, message: { type: 'string' }, reservation: dealerReservationSchema },
} as const;
export type ReservationChangedAnswer = FromSchema<typeof reservationChangedAnswerSchema>;
