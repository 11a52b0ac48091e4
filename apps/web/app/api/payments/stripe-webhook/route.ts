import { postStripeWebhook } from '@/runtime/server/http/stripe-webhook';
import { platform } from '../../../../lib/platform';

export const dynamic = 'force-dynamic';

/** POST /api/payments/stripe-webhook: Stripe's events about reservation deposits, checked against STRIPE_WEBHOOK_SECRET. */
export async function POST(request: Request) {
  return postStripeWebhook((await platform()).db, request);
}
