import type { Kysely } from 'kysely';
import type { RequestError } from '../../../schemas/api/request-errors';
import type { Database } from '../db/types';
import { type Payments, sharedPayments } from '../payments/payments-from-env';
import { verifyStripeSignature } from '../payments/stripe-signature';
import { createReservationsRepository } from '../repositories/reservations';
import { SERVER_ERROR_MESSAGE, answerSafely } from './answer-safely';
import { BodyTooLarge, readBodyText } from './body-limits';
import { jsonResponse, type JsonAnswer } from './json-answer';

/** Stripe's events are a few kilobytes; this leaves room for any it sends about a PaymentIntent. */
export const MAX_WEBHOOK_BODY_BYTES = 256_000;

const SIGNATURE_WORDS = {
  missing: 'must carry a Stripe-Signature header',
  malformed: 'must be a Stripe-Signature header like t=…,v1=…',
  stale: 'was signed more than 5 minutes from now',
  mismatch: 'does not match this endpoint’s signing secret',
} as const;

type WebhookAnswer = JsonAnswer<RequestError | { received: true }>;

const refusal = (status: number, error: string, field = '/', message = error): WebhookAnswer => ({ status, body: { error, fields: [{ field, message }] } });

/** What the webhook reads of an event: its type, and the PaymentIntent's id and reservation. */
function paymentIntentOf(event: unknown): { type: string; intentId?: string; reservationId?: string } | undefined {
  if (typeof event !== 'object' || event === null) return undefined;
  const { type, data } = event as { type?: unknown; data?: { object?: { id?: unknown; object?: unknown; metadata?: { reservation_id?: unknown } } } };
  if (typeof type !== 'string') return undefined;
  const object = data?.object;
  if (object?.object !== 'payment_intent') return { type };
  return {
    type,
    intentId: typeof object.id === 'string' ? object.id : undefined,
    reservationId: typeof object.metadata?.reservation_id === 'string' ? object.metadata.reservation_id : undefined,
  };
}

/**
 * Stripe's webhook (the endpoint's signing secret is STRIPE_WEBHOOK_SECRET):
 * payment_intent.succeeded confirms the reservation the PaymentIntent names
 * in its metadata, when that reservation's payment reference is this very
 * PaymentIntent; payment_intent.payment_failed records the failure. The
 * body is checked exactly as sent, before it is parsed. Every other event
 * is acknowledged and left alone. 404 where Stripe is not configured; 400
 * for a missing, malformed, stale or wrong signature. Stripe sends again
 * whatever is not answered 2xx, and sending again changes nothing.
 */
export async function receiveStripeEvent(db: Kysely<Database>, request: Request, payments: Pick<Payments, 'webhookSecret'>, nowSeconds?: number): Promise<WebhookAnswer> {
  const secret = payments.webhookSecret;
  if (!secret) return refusal(404, 'Stripe payments are not configured on this server.');
  let payload: string;
  try {
    payload = await readBodyText(request, MAX_WEBHOOK_BODY_BYTES);
  } catch (error) {
    if (error instanceof BodyTooLarge) return refusal(413, error.message);
    throw error;
  }
  const signature = verifyStripeSignature(payload, request.headers.get('stripe-signature'), secret, nowSeconds);
  if (!signature.ok) return refusal(400, 'The Stripe signature is not valid.', '/stripe-signature', SIGNATURE_WORDS[signature.reason]);
  let event: unknown;
  try {
    event = JSON.parse(payload);
  } catch {
    return refusal(400, 'The request body is not valid JSON.', '/', 'must be JSON');
  }
  const intent = paymentIntentOf(event);
  if (!intent) return refusal(400, 'The request has errors.', '/type', 'must be a Stripe event');
  const outcome = intent.type === 'payment_intent.succeeded' ? 'paid' : intent.type === 'payment_intent.payment_failed' ? 'failed' : undefined;
  if (outcome && intent.intentId && intent.reservationId) {
    const recorded = await createReservationsRepository(db).recordPayment(intent.reservationId, intent.intentId, outcome);
    if (recorded === 'paid-not-holding') {
      console.warn(`Reservation ${intent.reservationId}: deposit ${intent.intentId} was paid after the hold ended or was cancelled: the dealer must refund it.`);
    } else if (recorded === 'unknown') {
      // Acknowledged all the same: Stripe would otherwise send it again for days. Another platform's event, or a reservation since deleted.
      console.warn(`Stripe event ${intent.type} for ${intent.intentId} names reservation ${intent.reservationId}, which has no such payment here.`);
    }
  }
  return { status: 200, body: { received: true } };
}

/** POST /api/payments/stripe-webhook, on the platform's host and on every dealer site's address alike. */
export function postStripeWebhook(db: Kysely<Database>, request: Request, payments: Pick<Payments, 'webhookSecret'> = sharedPayments()): Promise<Response> {
  return answerSafely(
    async () => jsonResponse(await receiveStripeEvent(db, request, payments)),
    () => jsonResponse({ status: 500, body: { error: SERVER_ERROR_MESSAGE, fields: [] } }),
    'Stripe webhook failed:',
  );
}
