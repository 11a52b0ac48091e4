/** The spec's payments-accepted strip (detail §1): Mastercard, Visa, Maestro, Google Pay and Apple Pay, in its order. */
export const PAYMENT_METHODS = ['mastercard', 'visa', 'maestro', 'google-pay', 'apple-pay'] as const;

export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** How each method is named to people who cannot see its badge. */
export const PAYMENT_METHOD_NAMES: Record<PaymentMethod, string> = {
  mastercard: 'Mastercard',
  visa: 'Visa',
  maestro: 'Maestro',
  'google-pay': 'Google Pay',
  'apple-pay': 'Apple Pay',
};
