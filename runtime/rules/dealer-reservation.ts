import type { DealerReservationAction } from '../../schemas/api/dealer-reservations';
import type { DepositStatus, PaymentProviderName, ReservationStatus } from '../../schemas/api/reservations';

/**
 * What a dealer may do with a reservation, as it reads now (statusAt): a
 * hold may be confirmed once the dealer has taken the deposit by phone; a
 * hold or a confirmed reservation may be released, which frees the car for
 * the next shopper at once. A lapsed or cancelled one holds nothing, so
 * there is nothing left to do with it.
 */
export function dealerActionsOf(status: ReservationStatus): DealerReservationAction[] {
  if (status === 'held') return ['confirm', 'release'];
  if (status === 'confirmed') return ['release'];
  return [];
}

/** A reservation's status as the dealer's screen says it. */
export const RESERVATION_STATUS_WORDS: Readonly<Record<ReservationStatus, string>> = {
  held: 'Held',
  confirmed: 'Confirmed',
  lapsed: 'Lapsed',
  cancelled: 'Cancelled',
};

export interface DepositFacts {
  provider: PaymentProviderName;
  status: DepositStatus;
  /** The dealer recorded in the editor that they took the deposit by phone. */
  takenByPhone: boolean;
}

/**
 * How the deposit stands, in the dealer's words: the lead that tells the
 * dealer of a new reservation and the editor's reservations screen say it
 * alike. The local payment provider charges nothing, so its deposits wait
 * for the dealer's call; Stripe's wait for the shopper's card.
 */
export function depositStateText({ provider, status, takenByPhone }: DepositFacts): string {
  if (status === 'paid') return takenByPhone ? 'Paid: taken by phone' : 'Paid by card (Stripe)';
  if (status === 'failed') return 'Card payment failed: the shopper may try another card, or you can take the deposit by phone';
  return provider === 'local' ? 'Pending: to be taken by phone' : 'Pending: the shopper is paying by card (Stripe)';
}
