import type { FromSchema } from 'json-schema-to-ts';
import { defaultsOf } from '../../runtime/schema-defaults';

/** The spec's payments-accepted strip, in its order. */
export const PAYMENT_METHODS = ['mastercard', 'visa', 'maestro', 'google-pay', 'apple-pay'] as const;

export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const paymentsStripSchema = {
  type: 'object',
  title: 'Payments strip',
  description: 'The cards and wallets the dealer accepts online.',
  additionalProperties: false,
  properties: {
    methods: {
      type: 'array',
      title: 'Payment methods',
      items: { type: 'string', enum: PAYMENT_METHODS },
      uniqueItems: true,
      minItems: 1,
      default: PAYMENT_METHODS,
    },
    label: { type: 'string', title: 'Label', minLength: 1, default: 'Payments accepted' },
    showLabel: {
      type: 'boolean',
      title: 'Show the label',
      description: 'When hidden, screen readers still hear it.',
      default: true,
    },
  },
} as const;

export type PaymentsStripProps = FromSchema<typeof paymentsStripSchema>;

export const paymentsStripDefaults = defaultsOf(paymentsStripSchema);
