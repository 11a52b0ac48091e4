import { postStripeWebhook } from '@/runtime/server/http/stripe-webhook';
import { platform } from '../../../../../../lib/platform';

export const dynamic = 'force-dynamic';

/** POST /api/payments/stripe-webhook on a dealer's address: the same endpoint as the platform's (app/api/payments/stripe-webhook). */
export async function POST(request: Request) {
  return postStripeWebhook((await platform()).db, request);
}
