import { PaymentProviderError, type PaymentProvider } from './payment-provider';

export interface StripeSettings {
  /** STRIPE_SECRET_KEY: sk_live_… or sk_test_…, sent to Stripe's API only. */
  secretKey: string;
  /** STRIPE_API_BASE: https://api.stripe.com, or a fake Stripe in the tests. */
  apiBase: string;
}

export const STRIPE_API_BASE = 'https://api.stripe.com';
/** Deposits are in Australian dollars. */
export const DEPOSIT_CURRENCY = 'aud';
/** Stripe answers in well under a second; a shopper waits no longer than this for it. */
const STRIPE_TIMEOUT_MS = 10_000;

/**
 * Stripe over its REST API (no SDK): a deposit is a PaymentIntent for the
 * deposit in AUD, with the reservation in its metadata, which the webhook
 * reads back (runtime/server/http/stripe-webhook.ts). The reservation's id is
 * Stripe's Idempotency-Key, so asking again for one reservation (a retried
 * request) gets the same PaymentIntent, never a second charge.
 */
export function createStripePaymentProvider(settings: StripeSettings, send: typeof fetch = fetch): PaymentProvider {
  const base = settings.apiBase.replace(/\/+$/, '');
  return {
    name: 'stripe',
    async startDeposit(deposit) {
      const form = new URLSearchParams({
        amount: String(deposit.amountCents),
        currency: DEPOSIT_CURRENCY,
        description: deposit.description,
        receipt_email: deposit.email,
        'automatic_payment_methods[enabled]': 'true',
        'metadata[reservation_id]': deposit.reservationId,
        'metadata[site_slug]': deposit.siteSlug,
        'metadata[car_id]': String(deposit.carId),
      });
      let response: Response;
      try {
        response = await send(`${base}/v1/payment_intents`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${settings.secretKey}`,
            'content-type': 'application/x-www-form-urlencoded',
            'idempotency-key': `reservation-${deposit.reservationId}`,
          },
          body: form.toString(),
          signal: AbortSignal.timeout(STRIPE_TIMEOUT_MS),
        });
      } catch (error) {
        throw new PaymentProviderError(`Stripe could not be reached: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
      }
      const answer = (await response.json().catch(() => undefined)) as { id?: unknown; client_secret?: unknown; error?: { message?: unknown } } | undefined;
      if (!response.ok) throw new PaymentProviderError(`Stripe refused the PaymentIntent (${response.status}): ${String(answer?.error?.message ?? 'no reason given')}`);
      if (typeof answer?.id !== 'string' || typeof answer.client_secret !== 'string')
        throw new PaymentProviderError('Stripe answered without a PaymentIntent id and client secret');
      return { reference: answer.id, clientSecret: answer.client_secret };
    },
  };
}
