import type { PaymentProvider } from './payment-provider';

/**
 * No card is charged: the reservation is stored with its deposit pending,
 * for the dealer to take by phone (the checkout page says so). Used where
 * no Stripe keys are set: a machine of one's own, the tests, or a
 * production server that allows it with ALLOW_LOCAL_PAYMENTS=1.
 */
export function createLocalPaymentProvider(): PaymentProvider {
  return {
    name: 'local',
    async startDeposit() {
      return { reference: null };
    },
  };
}
