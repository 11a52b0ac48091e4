import type { FromSchema } from 'json-schema-to-ts';
import { MAX_STORED_INTEGER } from '../common';
import { leadRequestSchema } from './leads';

/**
 * POST /api/reservations: a shopper reserves a car online (spec detail §2
 * "Reserve Online", §4 reservation allowed, §9 deposit and hold). The same
 * schema checks the checkout form in the browser (through the validator
 * written ahead of time, schemas/generated/reservation-request-validator.js)
 * and the request on the server. The deposit and the hold are the dealer's
 * settings, never the shopper's to send.
 */
export const RESERVATION_STATUSES = ['held', 'confirmed', 'lapsed', 'cancelled'] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

export const PAYMENT_PROVIDERS = ['local', 'stripe'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** pending: nothing taken yet (the local provider: the dealer takes it by phone); paid: the provider says the deposit was taken; failed: the provider refused it. */
export const DEPOSIT_STATUSES = ['pending', 'paid', 'failed'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

const { email, phone, idempotency_key: idempotencyKey } = leadRequestSchema.properties;

export const reservationRequestSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['idempotency_key', 'car_id', 'first_name', 'last_name', 'email', 'mobile'],
  properties: {
    idempotency_key: {
      ...idempotencyKey,
      description: 'One per submit attempt; a retry of the same attempt sends the same key and gets the same reservation back.',
    },
    car_id: { type: 'integer', minimum: 1, maximum: MAX_STORED_INTEGER, description: 'The car to reserve: one of this site’s cars.' },
    first_name: { type: 'string', minLength: 1, maxLength: 100 },
    last_name: { type: 'string', minLength: 1, maxLength: 100 },
    email,
    mobile: { ...phone, description: 'Mobile Number: the dealer calls it about the deposit and the hold.' },
  },
} as const;

export type ReservationRequest = FromSchema<typeof reservationRequestSchema>;

/** How the deposit is being taken, as the checkout needs it next. */
export const depositAnswerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['provider', 'status'],
  properties: {
    provider: { type: 'string', enum: PAYMENT_PROVIDERS },
    status: { type: 'string', enum: DEPOSIT_STATUSES },
    /** Stripe only, while the deposit is to be paid: what Stripe's Payment Element confirms the payment with. */
    client_secret: { type: 'string' },
  },
} as const;

export const reservationAnswerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['reservation_id', 'car_id', 'status', 'held_until', 'deposit_cents', 'deposit'],
  properties: {
    reservation_id: { type: 'string', description: 'The stored reservation; the same for a retry of one attempt.' },
    car_id: { type: 'integer' },
    status: { type: 'string', enum: RESERVATION_STATUSES, description: 'held until held_until unless confirmed; lapsed once the hold has passed.' },
    held_until: { type: 'string', format: 'date-time', description: 'When the hold lapses unless the reservation is confirmed (UTC).' },
    deposit_cents: { type: 'integer' },
    deposit: depositAnswerSchema,
  },
} as const;

export type ReservationAnswer = FromSchema<typeof reservationAnswerSchema>;
export type DepositAnswer = FromSchema<typeof depositAnswerSchema>;

/**
 * How this server takes deposits, as the checkout page shows it: Stripe
 * (card entry on the page), the local provider (no card: the dealer calls),
 * or neither (online reservation is unavailable).
 */
export type CheckoutPayments = { kind: 'stripe'; publishableKey: string } | { kind: 'local' } | { kind: 'unavailable' };
