import type { LoadContext } from '../../runtime/block-types';
import type { CheckoutPayments } from '../../schemas/api/reservations';

export interface ReserveCheckoutData {
  /** How this server takes the deposit: Stripe's card entry, the local provider's notice, or unavailable. */
  payments: CheckoutPayments;
}

export async function loadReserveCheckout(_props: unknown, ctx: LoadContext): Promise<ReserveCheckoutData> {
  return { payments: ctx.data.payments.checkout };
}
