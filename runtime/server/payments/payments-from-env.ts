import type { CheckoutPayments } from '../../../schemas/api/reservations';
import { createLocalPaymentProvider } from './local-payment-provider';
import type { PaymentProvider } from './payment-provider';
import { createStripePaymentProvider, STRIPE_API_BASE } from './stripe-payment-provider';

/** How this server takes reservation deposits. */
export interface Payments {
  /** What the checkout page offers: Stripe's card entry, the local provider's notice, or "unavailable". */
  checkout: CheckoutPayments;
  /** Absent when online reservation is unavailable. */
  provider?: PaymentProvider;
  /** STRIPE_WEBHOOK_SECRET, when Stripe is in use: the webhook checks every event's signature with it. */
  webhookSecret?: string;
}

/** Stripe is used only with all three. */
export const STRIPE_KEYS = ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const;

/**
 * Stripe when all three of its keys are set. With none of them, the local
 * provider, except in production (NODE_ENV=production), where it is used
 * only with ALLOW_LOCAL_PAYMENTS=1: it takes no money, so a live site would
 * hold cars for anyone who asks. Otherwise, and with only some of Stripe's
 * keys, online reservation is unavailable: the checkout page says so and
 * POST /api/reservations answers 503. The server runs on either way.
 * (`npm start` without NODE_ENV is the local demo: scripts/serve.ts allows
 * the local provider there.)
 */
export function paymentsFromEnv(env: NodeJS.ProcessEnv = process.env, log: (message: string) => void = console.warn): Payments {
  const value = (name: string) => env[name]?.trim() || undefined;
  const [secretKey, publishableKey, webhookSecret] = STRIPE_KEYS.map(value);
  if (secretKey && publishableKey && webhookSecret) {
    return {
      checkout: { kind: 'stripe', publishableKey },
      provider: createStripePaymentProvider({ secretKey, apiBase: value('STRIPE_API_BASE') ?? STRIPE_API_BASE }),
      webhookSecret,
    };
  }
  const missing = STRIPE_KEYS.filter((name) => !value(name));
  if (missing.length < STRIPE_KEYS.length) {
    log(`Online reservation is unavailable: Stripe needs ${missing.join(' and ')} as well (all of ${STRIPE_KEYS.join(', ')}).`);
    return { checkout: { kind: 'unavailable' } };
  }
  if (env.NODE_ENV === 'production' && value('ALLOW_LOCAL_PAYMENTS') !== '1') {
    log(
      'Online reservation is unavailable: no Stripe keys are set (STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET), and in production the local payment provider, which takes no money, needs ALLOW_LOCAL_PAYMENTS=1.',
    );
    return { checkout: { kind: 'unavailable' } };
  }
  return { checkout: { kind: 'local' }, provider: createLocalPaymentProvider() };
}

const shared = globalThis as typeof globalThis & { dealerPayments?: Payments };

/** The process's payments, read from the environment once. */
export function sharedPayments(): Payments {
  shared.dealerPayments ??= paymentsFromEnv();
  return shared.dealerPayments;
}
