import type { PaymentProviderName } from '../../../schemas/api/reservations';

/** The deposit a held reservation asks for, as a provider is told it. */
export interface DepositToTake {
  reservationId: string;
  siteSlug: string;
  carId: number;
  /** Whole cents of Australian dollars. */
  amountCents: number;
  /** What the shopper's statement and the dealer's dashboard call it. */
  description: string;
  /** Where the provider may send the receipt. */
  email: string;
}

export interface DepositStarted {
  /** The provider's id for the payment (a Stripe PaymentIntent), or null when it keeps none (the local provider). */
  reference: string | null;
  /** Stripe's: what the page's Payment Element confirms the payment with. */
  clientSecret?: string;
}

/**
 * Takes reservation deposits. `startDeposit` is called once the reservation
 * is stored, and again for a retry of the same request: for one reservation
 * it must give back the same payment, never start a second.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  startDeposit(deposit: DepositToTake): Promise<DepositStarted>;
}

/** The provider refused or could not be reached: the reservation is cancelled and the shopper told to try again. */
export class PaymentProviderError extends Error {}
